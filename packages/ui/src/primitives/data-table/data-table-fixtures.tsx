import type { DataTableColumn } from './data-table';
import { TableBadge } from './table-badge';

/** A win as a small table of big wins might show it: the rows of DataTable's stories and tests. */
export interface SampleWin {
  id: number;
  day: string;
  game: string;
  amount: string;
  paid: boolean;
}

export const sampleWins: readonly SampleWin[] = [
  { id: 1, day: '22.11.2026', game: 'Gates of Olympus', amount: '₺12.500,00', paid: true },
  { id: 2, day: '21.11.2026', game: 'Sweet Bonanza', amount: '₺3.240,50', paid: false },
  { id: 3, day: '20.11.2026', game: 'Big Bass Splash', amount: '₺980,00', paid: true },
];

/** Day (the pinned row header), game, an amount aligned to the end, a badge, a hidden-header column. */
export const sampleWinColumns: readonly DataTableColumn<SampleWin>[] = [
  { id: 'day', header: 'Gün', cell: (win) => win.day },
  { id: 'game', header: 'Oyun', cell: (win) => win.game },
  { id: 'amount', header: 'Kazanç', align: 'end', cell: (win) => win.amount },
  {
    id: 'paid',
    header: 'Durum',
    cell: (win) => (
      <TableBadge tone={win.paid ? 'success' : 'warning'}>
        {win.paid ? 'Ödendi' : 'Bekliyor'}
      </TableBadge>
    ),
    cellData: (win) => ({ 'data-paid': win.paid || undefined }),
  },
  {
    id: 'note',
    header: 'Not',
    headerHidden: true,
    label: false,
    cell: (win) => (win.paid ? null : 'İncelemede'),
  },
];

/** The texts a DataTable takes, in Turkish. */
export const sampleWinTexts = {
  caption: 'Büyük kazançlar, en yeniden eskiye',
  empty: 'Gösterilecek kazanç yok.',
  loadingLabel: 'Kazançlar yükleniyor...',
};

/** The pager's texts on a page of a known count. */
export function sampleWinPagerLabels(page: number, pageCount: number) {
  return {
    pages: 'Kazanç sayfaları',
    page: `Sayfa ${page} / ${pageCount}`,
    previous: 'Önceki',
    next: 'Sonraki',
  };
}
