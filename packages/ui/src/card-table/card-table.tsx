import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type CardTableProps = ComponentProps<'table'>;

/**
 * A history table that turns into a list of cards below 64em, so no column hides off-screen on a
 * phone or a narrow tablet: each row becomes a card, each cell a line with its column's name in
 * front (the cell's `data-label`), the row header (`th scope="row"`) its title. At 64em and wider
 * it is the plain table. Give every `td` a `data-label` with the translated column name; the
 * header row is kept for screen readers but hidden in the card layout.
 */
export function CardTable({ className, ...props }: CardTableProps) {
  return <table {...props} className={clsx('zar-card-table', className)} />;
}

/** The class of the region around a `CardTable`: a bordered scroll box, or bare as cards. */
export const cardTableRegionClass = 'zar-card-table-region';
