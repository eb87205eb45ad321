import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BonusRequestStatus } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleBonusHistory } from './bonus-fixtures';
import { BonusHistoryTable } from './bonus-history-table';

describe('BonusHistoryTable', () => {
  it('is a captioned table with column headers, in a labelled scroll region', async () => {
    const { container } = renderWithI18n(
      <BonusHistoryTable rows={sampleBonusHistory} timeZone="Europe/Istanbul" />,
    );
    const table = screen.getByRole('table', { name: 'Bonus talepleriniz, en yeniden eskiye' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Talep tarihi', 'Bonus', 'Tutar', 'Durum', 'Sonuçlanma']);
    expect(screen.getByRole('region', { name: /Bonus talepleriniz/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows dates, amounts and the status of every row', () => {
    renderWithI18n(<BonusHistoryTable rows={sampleBonusHistory} timeZone="Europe/Istanbul" />);
    const [, processing, completed, cancelled, expired] = screen.getAllByRole('row');
    expect(within(processing!).getByRole('rowheader')).toHaveTextContent('22.11.2026 14:05');
    expect(processing).toHaveTextContent('Hafta Sonu Yatırım Bonusu');
    expect(processing).toHaveTextContent('₺250,00');
    expect(processing).toHaveTextContent('İşleniyor');
    expect(within(processing!).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    expect(completed).toHaveTextContent('Tamamlandı');
    expect(completed).toHaveTextContent('20.11.2026 21:31');
    expect(cancelled).toHaveTextContent('₺75,50');
    expect(cancelled).toHaveTextContent('İptal edildi');
    expect(expired).toHaveTextContent('Süresi doldu');
    expect(within(expired!).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });

  it('names every status in English', () => {
    const rows = Object.values(BonusRequestStatus).map((status) => ({
      ...sampleBonusHistory[0]!,
      id: status,
      status,
    }));
    renderWithI18n(<BonusHistoryTable rows={rows} />, { locale: 'en' });
    const badges = screen.getAllByRole('row').slice(1);
    expect(badges.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Processing',
      'Completed',
      'Cancelled',
      'Expired',
    ]);
  });

  it('says so when there is nothing to show, without paging on the first page', () => {
    renderWithI18n(<BonusHistoryTable rows={[]} />);
    expect(screen.getByText('Bu sayfada gösterilecek bonus yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and holds the paging', () => {
    renderWithI18n(<BonusHistoryTable rows={sampleBonusHistory} loading page={2} hasNextPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Bonus geçmişi yükleniyor...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('pages back and forth', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <BonusHistoryTable rows={sampleBonusHistory} hasNextPage onPageChange={onPageChange} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Bonus geçmişi sayfaları' });
    expect(pager).toHaveTextContent('Sayfa 1');
    expect(within(pager).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<BonusHistoryTable rows={sampleBonusHistory} page={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
