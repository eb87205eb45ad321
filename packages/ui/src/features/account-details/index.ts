export type { AccountDetailsLoadingProps, AccountDetailsProps } from './account-details';
export { AccountDetails, AccountDetailsLoading } from './account-details';
