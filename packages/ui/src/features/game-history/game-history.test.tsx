import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { toGameHistoryFilter } from './game-history-filter-value';
import { GameHistoryFilters } from './game-history-filters';
import { sampleGameHistory } from './game-history-fixtures';
import { GameHistoryTable } from './game-history-table';

describe('GameHistoryTable', () => {
  it('lists date, game, kind, round and the signed amount, marking refunded bets', async () => {
    const { container } = renderWithI18n(
      <GameHistoryTable items={sampleGameHistory} timeZone="Europe/Istanbul" />,
    );
    const table = screen.getByRole('table', {
      name: 'Bahisleriniz ve kazançlarınız, en yeniden eskiye',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tarih', 'Oyun', 'Tür', 'Tur', 'Tutar']);
    expect(screen.getByText('+₺32,50')).toBeInTheDocument();
    expect(screen.getByText('-₺100,00')).toBeInTheDocument();
    expect(screen.getAllByText('İade edildi')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages, and says when nothing matches', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <GameHistoryTable
        items={sampleGameHistory}
        page={1}
        total={9}
        pageSize={4}
        onPageChange={onPageChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<GameHistoryTable items={[]} total={0} />);
    expect(screen.getByText('Veri bulunamadı.')).toBeInTheDocument();
  });
});

describe('GameHistoryFilters', () => {
  it('applies a kind and a day range, and refuses an end before the start', async () => {
    const onChange = vi.fn();
    renderWithI18n(<GameHistoryFilters value={{ kind: 0 }} onChange={onChange} />);
    await userEvent.click(screen.getByText('Bahis'));
    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Bitiş tarihi başlangıçtan önce olamaz.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Bitiş'));
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onChange).toHaveBeenCalledWith({
      kind: 2,
      fromDate: '2026-11-20',
      toDate: '2026-11-21',
    });
  });

  it('turns the filters into the request of a page', () => {
    const filter = toGameHistoryFilter(
      { kind: 1, fromDate: '2026-11-20', toDate: '2026-11-20' },
      3,
      20,
    );
    expect(filter).toMatchObject({ kind: 1, skip: 40, take: 20 });
    expect(Date.parse(filter.to ?? '') - Date.parse(filter.from ?? '')).toBe(24 * 3600_000);
  });
});
