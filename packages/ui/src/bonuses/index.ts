export type { BonusHistoryRow, BonusHistoryTableProps } from './bonus-history-table';
export { BonusHistoryTable } from './bonus-history-table';
export type { BonusOfferListProps, BonusOfferView } from './bonus-offer-list';
export { BonusOfferList } from './bonus-offer-list';
export { bonusStatusNames } from './bonus-status-names';
