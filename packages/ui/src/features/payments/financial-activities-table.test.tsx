import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionKind } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { formatActivityAmount } from './activity-amount';
import { FinancialActivitiesTable } from './financial-activities-table';
import { sampleActivities } from './financial-activity-fixtures';

describe('FinancialActivitiesTable', () => {
  it('is a captioned table with column headers, in a labelled scroll region', async () => {
    const { container } = renderWithI18n(
      <FinancialActivitiesTable items={sampleActivities} timeZone="Europe/Istanbul" />,
    );
    const table = screen.getByRole('table', {
      name: 'Para yatırma ve çekme işlemleriniz, en yeniden eskiye',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tarih', 'Tür', 'Yöntem', 'Tutar', 'Durum']);
    const region = screen.getByRole('region', { name: /Para yatırma ve çekme/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the date, type, method, signed amount and status of each activity', () => {
    renderWithI18n(
      <FinancialActivitiesTable items={sampleActivities} timeZone="Europe/Istanbul" />,
    );
    const [, deposit, withdrawal] = screen.getAllByRole('row');
    expect(within(deposit!).getByRole('rowheader')).toHaveTextContent('22.11.2026 14:05');
    expect(
      within(deposit!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Para Yatırma', 'Papara', '+₺250,00', 'Onaylandı']);
    expect(
      within(withdrawal!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Para Çekme', 'Banka Havalesi', '-₺1.000,00', 'Beklemede']);
    expect(within(withdrawal!).getByText('-₺1.000,00')).toHaveAttribute('data-kind', 'withdraw');
  });

  it('names every status', () => {
    renderWithI18n(<FinancialActivitiesTable items={sampleActivities} />);
    const statuses = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(statuses).toEqual([
      'Onaylandı',
      'Beklemede',
      'Oluşturuldu',
      'Reddedildi',
      'İptal edildi',
      'Birleştirildi',
      'Belirtilmemiş',
    ]);
  });

  it('uses the English forms in English', () => {
    renderWithI18n(<FinancialActivitiesTable items={sampleActivities} timeZone="UTC" />, {
      locale: 'en',
    });
    const [, deposit, withdrawal] = screen.getAllByRole('row');
    expect(deposit).toHaveTextContent('11/22/2026, 11:05 AM');
    expect(deposit).toHaveTextContent('Deposit');
    expect(deposit).toHaveTextContent('+₺250.00');
    expect(deposit).toHaveTextContent('Confirmed');
    expect(withdrawal).toHaveTextContent('Withdraw');
    expect(withdrawal).toHaveTextContent('-₺1,000.00');
    expect(withdrawal).toHaveTextContent('Pending');
  });

  it('says no data was found, without paging', () => {
    renderWithI18n(<FinancialActivitiesTable items={[]} total={0} />);
    expect(screen.getByText('Veri bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and holds the paging', () => {
    renderWithI18n(
      <FinancialActivitiesTable items={sampleActivities} loading page={2} total={60} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('İşlemler yükleniyor...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('pages through the total, page by page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithI18n(
      <FinancialActivitiesTable
        items={sampleActivities}
        total={45}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Finansal işlem sayfaları' });
    expect(pager).toHaveTextContent('Sayfa 1 / 3');
    expect(within(pager).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(
      <FinancialActivitiesTable
        items={sampleActivities}
        page={3}
        total={45}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Sayfa 3 / 3');
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('lets the player go back from a page past the end', async () => {
    const onPageChange = vi.fn();
    renderWithI18n(
      <FinancialActivitiesTable items={[]} page={4} total={20} onPageChange={onPageChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });
});

describe('FinancialActivitiesTable cancelling', () => {
  it('offers Cancel on the pending withdrawal only, named with its amount and method', async () => {
    const onCancel = vi.fn();
    const { container } = renderWithI18n(
      <FinancialActivitiesTable
        items={sampleActivities}
        timeZone="Europe/Istanbul"
        onCancelWithdrawal={onCancel}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /^İptal Et/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('İptal Et: Banka Havalesi ile -₺1.000,00 çekim talebi');
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 106 }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no Cancel without a handler, and a busy button while cancelling', () => {
    const { rerender } = renderWithI18n(<FinancialActivitiesTable items={sampleActivities} />);
    expect(screen.queryByRole('button', { name: /^İptal Et/ })).toBeNull();
    rerender(
      <FinancialActivitiesTable
        items={sampleActivities}
        onCancelWithdrawal={() => {}}
        cancellingId={106}
      />,
    );
    expect(screen.getByRole('button', { name: /^İptal Et/ })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('formatActivityAmount', () => {
  it('signs deposits plus and withdrawals minus, in the language', () => {
    expect(formatActivityAmount({ kind: TransactionKind.Deposit, amount: 12_500.5 }, 'tr')).toBe(
      '+₺12.500,50',
    );
    expect(formatActivityAmount({ kind: TransactionKind.Withdraw, amount: 1000 }, 'tr')).toBe(
      '-₺1.000,00',
    );
    expect(formatActivityAmount({ kind: TransactionKind.Withdraw, amount: 1000 }, 'en')).toBe(
      '-₺1,000.00',
    );
  });
});
