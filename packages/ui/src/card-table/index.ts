export { CardTable, type CardTableProps, cardTableRegionClass } from './card-table';
