export { formatActivityAmount } from './activity-amount';
export type { BankTransferDetailsProps, BankTransferPayee } from './bank-transfer-details';
export { BankTransferDetails, copiedForMs } from './bank-transfer-details';
export type { DepositOutcomeProps, DepositOutcomeStatus } from './deposit-outcome';
export { DepositOutcome } from './deposit-outcome';
export type { FinancialActivitiesFilterValue } from './financial-activities-filter-value';
export {
  allFinancialActivities,
  isDateRangeValid,
  localMidnight,
  toFinancialActivityFilter,
} from './financial-activities-filter-value';
export type { FinancialActivitiesFiltersProps } from './financial-activities-filters';
export { FinancialActivitiesFilters } from './financial-activities-filters';
export type { FinancialActivitiesTableProps } from './financial-activities-table';
export { FinancialActivitiesTable } from './financial-activities-table';
export type { PaymentFormShellProps } from './payment-form-shell';
export { PaymentFormShell } from './payment-form-shell';
export type { PaymentMethodListProps } from './payment-method-list';
export { PaymentMethodList } from './payment-method-list';
