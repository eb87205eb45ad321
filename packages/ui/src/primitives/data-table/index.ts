export {
  type DataAttributes,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';
export { TableBadge, type TableBadgeProps } from './table-badge';
export {
  createdAtColumn,
  MoneyFlow,
  type MoneyFlowProps,
  TableTime,
  type TableTimeProps,
} from './table-cells';
export { TablePager, type TablePagerProps } from './table-pager';
