export type {
  AccountDetailsData,
  AccountDetailsLoadingProps,
  AccountDetailsProps,
} from './account-details';
export { AccountDetails, AccountDetailsLoading } from './account-details';
