import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface TableBadgeProps extends ComponentProps<'span'> {
  /**
   * The badge's colour: a status that needs no attention is `'neutral'` (outlined, muted);
   * `'accent'` is outlined in the info colour. Default `'neutral'`.
   */
  tone?: 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';
}

/** A status in a table cell (Pending, Completed, This device), coloured by its tone. */
export function TableBadge({ tone = 'neutral', className, ...props }: TableBadgeProps) {
  return <span {...props} className={clsx('zar-data-table__badge', className)} data-tone={tone} />;
}
