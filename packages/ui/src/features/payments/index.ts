export { formatActivityAmount } from './activity-amount';
export type { BankTransferDetailsProps, BankTransferPayee } from './bank-transfer-details';
export { BankTransferDetails, copiedForMs } from './bank-transfer-details';
export type { DepositOutcomeProps, DepositOutcomeStatus } from './deposit-outcome';
export { DepositOutcome } from './deposit-outcome';
export type {
  FinancialActivitiesFilterValue,
  FinancialActivitiesRequest,
} from './financial-activities-filter-value';
export {
  allFinancialActivities,
  isDateRangeValid,
  localMidnight,
  toFinancialActivityFilter,
} from './financial-activities-filter-value';
export type { FinancialActivitiesFiltersProps } from './financial-activities-filters';
export { FinancialActivitiesFilters } from './financial-activities-filters';
export type {
  FinancialActivitiesTableProps,
  FinancialActivityRow,
} from './financial-activities-table';
export { FinancialActivitiesTable } from './financial-activities-table';
export type { PaymentFormMethod, PaymentFormShellProps } from './payment-form-shell';
export { PaymentFormShell } from './payment-form-shell';
export type {
  PaymentDirection,
  PaymentMethodListProps,
  PaymentMethodOption,
} from './payment-method-list';
export { PaymentMethodList } from './payment-method-list';
