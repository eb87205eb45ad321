import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { DataTable, type DataTableProps } from './data-table';
import {
  type SampleWin,
  sampleWinColumns,
  sampleWinPagerLabels,
  sampleWins,
  sampleWinTexts,
} from './data-table-fixtures';

function renderTable(props: Partial<DataTableProps<SampleWin>> = {}) {
  return render(
    <DataTable
      rows={sampleWins}
      columns={sampleWinColumns}
      rowKey={(win) => win.id}
      {...sampleWinTexts}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('is a captioned table in a focusable region the caption names', async () => {
    const { container } = renderTable();
    const table = screen.getByRole('table', { name: 'Büyük kazançlar, en yeniden eskiye' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Gün', 'Oyun', 'Kazanç', 'Durum', 'Not']);
    const region = screen.getByRole('region', { name: /Büyük kazançlar/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(container.firstElementChild).toHaveAttribute('data-slot', 'data-table');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('heads each row with its first column and labels the other cells for the card layout', () => {
    renderTable();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('22.11.2026');
    const cells = within(second!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Sweet Bonanza',
      '₺3.240,50',
      'Bekliyor',
      'İncelemede',
    ]);
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Oyun',
      'Kazanç',
      'Durum',
      null,
    ]);
    expect(cells[1]).toHaveAttribute('data-align', 'end');
    expect(within(first!).getAllByRole('cell')[2]).toHaveAttribute('data-paid', 'true');
  });

  it('shows the empty state in the table’s place, without paging on the first page', () => {
    renderTable({
      rows: [],
      pager: { page: 1, hasNextPage: false, labels: sampleWinPagerLabels(1, 1) },
    });
    expect(screen.getByText('Gösterilecek kazanç yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and holds the paging', () => {
    renderTable({
      loading: true,
      pager: { page: 2, hasNextPage: true, labels: sampleWinPagerLabels(2, 3) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Kazançlar yükleniyor...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('announces an error in the table’s place and keeps the way back', async () => {
    const onPageChange = vi.fn();
    const { container } = renderTable({
      error: 'Kazançlar yüklenemedi.',
      pager: { page: 2, hasNextPage: false, onPageChange, labels: sampleWinPagerLabels(2, 2) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Kazançlar yüklenemedi.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages back and forth', async () => {
    const onPageChange = vi.fn();
    renderTable({
      pager: { page: 2, hasNextPage: true, onPageChange, labels: sampleWinPagerLabels(2, 3) },
    });
    const pager = screen.getByRole('navigation', { name: 'Kazanç sayfaları' });
    expect(pager).toHaveTextContent('Sayfa 2 / 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});
