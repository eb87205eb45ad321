import { clsx } from 'clsx';
import { type ComponentProps, type Key, type ReactNode, useId } from 'react';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { TablePager, type TablePagerProps } from './table-pager';

/** `data-*` attributes for a row or a cell: styling hooks such as `data-kind` or `data-current`. */
export type DataAttributes = Record<`data-${string}`, string | boolean | undefined>;

export interface DataTableColumn<Row> {
  /** The column's stable key. */
  id: string;
  /** The column's header, translated. */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Where the header and the cells align; `'end'` for amounts. Default `'start'`. */
  align?: 'start' | 'end';
  /**
   * The column's name in front of each value in the card layout under 64em. Default the header
   * when it is text; `false` for a cell without a name (a row's actions), which sits at the card's end.
   */
  label?: string | false;
  /** The header is read by screen readers only (a column of buttons). Default `false`. */
  headerHidden?: boolean;
  /** A class on the column's cells (not its header). */
  className?: string;
  /** Data attributes of a row's cell in this column. Default none. */
  cellData?: (row: Row) => DataAttributes;
}

export interface DataTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** The rows of the page shown. */
  rows: readonly Row[];
  /** The columns; the first is each row's header and stays pinned while the rest scrolls. */
  columns: readonly DataTableColumn<Row>[];
  /** A row's React key. */
  rowKey: (row: Row) => Key;
  /** Data attributes of a row. Default none. */
  rowData?: (row: Row) => DataAttributes;
  /** The table's caption, which also names its scroll region. */
  caption: ReactNode;
  /** Shown in the table's place when there are no rows. */
  empty: ReactNode;
  /** The page is loading: a spinner takes the table's place and paging waits. Default `false`. */
  loading?: boolean;
  /** The spinner's text. */
  loadingLabel: ReactNode;
  /** Why the rows could not be shown; given, it takes the table's place. Default none. */
  error?: ReactNode;
  /** Previous / page / Next under the table; without it the table is not paged. */
  pager?: Omit<TablePagerProps, 'loading'>;
}

/**
 * The shell of every history table: a captioned table in a focusable scroll region named by its
 * caption, its first column pinned while the rest scrolls sideways; a spinner while loading, an
 * error or an empty state in the table's place, and the pager under it. Below 64em every row
 * is a card, each cell a line with its column's name in front, so no column hides off-screen.
 * The table reads no translations: every text comes in translated.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowData,
  caption,
  empty,
  loading = false,
  loadingLabel,
  error,
  pager,
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = useId();
  const [first, ...rest] = columns;

  function body() {
    if (loading) return <LoadingIndicator label={loadingLabel} />;
    if (error !== undefined && error !== null) {
      return (
        <p className="zar-data-table__error" role="alert">
          {error}
        </p>
      );
    }
    if (rows.length === 0 || first === undefined) {
      return <p className="zar-data-table__empty">{empty}</p>;
    }
    return (
      <section
        className="zar-data-table__scroll"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="zar-data-table__table">
          <caption id={captionId} className="zar-data-table__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" data-align={column.align}>
                  {column.headerHidden ? (
                    <span className="zar-visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowData?.(row)}>
                <th
                  scope="row"
                  className={first.className}
                  data-align={first.align}
                  {...first.cellData?.(row)}
                >
                  {first.cell(row)}
                </th>
                {rest.map((column) => (
                  <td
                    key={column.id}
                    className={column.className}
                    data-align={column.align}
                    data-label={cardLabel(column)}
                    {...column.cellData?.(row)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }

  return (
    <div
      data-slot="data-table"
      {...props}
      className={clsx('zar-data-table', className)}
      aria-busy={loading || undefined}
    >
      {body()}
      {pager ? <TablePager {...pager} loading={loading} /> : null}
    </div>
  );
}

function cardLabel<Row>(column: DataTableColumn<Row>): string | undefined {
  if (column.label === false) return undefined;
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}
