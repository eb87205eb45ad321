import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button/button';

export interface TablePagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Whether a page follows this one. */
  hasNextPage: boolean;
  /** The table is loading: both buttons wait. */
  loading: boolean;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** Translated texts: the navigation's name, the page text, and the two buttons. */
  labels: { pages: string; page: string; previous: string; next: string };
}

/**
 * Previous / page / Next under a paged `DataTable`; shown only when there is another page to go
 * to.
 */
export function TablePager({ page, hasNextPage, loading, onPageChange, labels }: TablePagerProps) {
  if (page <= 1 && !hasNextPage) return null;
  return (
    <nav className="zar-data-table__pager" aria-label={labels.pages}>
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || page <= 1}
        onClick={() => onPageChange?.(page - 1)}
      >
        <ChevronLeft aria-hidden="true" size={16} />
        {labels.previous}
      </Button>
      <span className="zar-data-table__page">{labels.page}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={loading || !hasNextPage}
        onClick={() => onPageChange?.(page + 1)}
      >
        {labels.next}
        <ChevronRight aria-hidden="true" size={16} />
      </Button>
    </nav>
  );
}
