export {
  type DataAttributes,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';
export { TableBadge, type TableBadgeProps } from './table-badge';
export { TablePager, type TablePagerProps } from './table-pager';
