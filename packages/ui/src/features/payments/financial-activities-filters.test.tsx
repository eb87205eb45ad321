import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import {
  allFinancialActivities,
  type FinancialActivitiesFilterValue,
} from './financial-activities-filter-value';
import { FinancialActivitiesFilters } from './financial-activities-filters';

function renderFilters(value: FinancialActivitiesFilterValue = allFinancialActivities) {
  const onChange = vi.fn();
  const view = renderWithI18n(<FinancialActivitiesFilters value={value} onChange={onChange} />);
  return { onChange, ...view };
}

/** Types a day into a native date input (jsdom has no picker). */
function pickDay(label: string, day: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } });
}

describe('FinancialActivitiesFilters', () => {
  it('is a labelled form: kind radios, a status dropdown, From and To days', async () => {
    const { container } = renderFilters();
    const form = screen.getByRole('form', { name: 'Finansal işlem filtreleri' });
    const kind = within(form).getByRole('group', { name: 'İşlem türü' });
    expect(
      within(kind)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Tümü', 'Para Yatırma', 'Para Çekme']);
    expect(within(kind).getByRole('radio', { name: 'Tümü' })).toBeChecked();
    const status = within(form).getByRole('combobox', { name: 'Durum' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      // Only what a player's request can be: no None, no Merged.
      'Tüm durumlar',
      'Beklemede',
      'Onaylandı',
      'Reddedildi',
      'İptal edildi',
      'Oluşturuldu',
    ]);
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveAttribute('type', 'date');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('applies every change together on Apply', async () => {
    const { onChange } = renderFilters();
    await userEvent.click(screen.getByRole('radio', { name: 'Para Çekme' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Beklemede');
    pickDay('Başlangıç tarihi', '2026-11-01');
    pickDay('Bitiş tarihi', '2026-11-30');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      kind: TransactionKind.Withdraw,
      status: TransactionStatus.Pending,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
  });

  it('moves between kinds with the arrow keys', async () => {
    renderFilters();
    await userEvent.click(screen.getByRole('radio', { name: 'Tümü' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Para Yatırma' })).toBeChecked();
  });

  it('flags a To day before the From day and refuses to apply it', async () => {
    const { onChange } = renderFilters();
    pickDay('Başlangıç tarihi', '2026-11-20');
    pickDay('Bitiş tarihi', '2026-11-10');
    const to = screen.getByLabelText('Bitiş tarihi');
    expect(to).toHaveAccessibleDescription('Bitiş tarihi, başlangıç tarihinden önce olamaz.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAttribute('min', '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(to).toHaveFocus();

    pickDay('Bitiş tarihi', '2026-11-20');
    expect(to).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onChange).toHaveBeenLastCalledWith({
      kind: TransactionKind.All,
      status: undefined,
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
    });
  });

  it('drops a cleared day and an "all statuses" choice', async () => {
    const { onChange } = renderFilters({
      kind: TransactionKind.Deposit,
      status: TransactionStatus.Rejected,
      fromDate: '2026-11-01',
    });
    expect(screen.getByRole('combobox', { name: 'Durum' })).toHaveValue(
      String(TransactionStatus.Rejected),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), '');
    pickDay('Başlangıç tarihi', '');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(onChange).toHaveBeenLastCalledWith({
      kind: TransactionKind.Deposit,
      status: undefined,
      fromDate: undefined,
    });
  });

  it('clears to no filter at once', async () => {
    const { onChange } = renderFilters({ kind: TransactionKind.Withdraw, toDate: '2026-11-30' });
    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(onChange).toHaveBeenLastCalledWith(allFinancialActivities);
    expect(screen.getByRole('radio', { name: 'Tümü' })).toBeChecked();
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('');
  });

  it('starts over from new filters given by the page', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithI18n(
      <FinancialActivitiesFilters value={allFinancialActivities} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Para Çekme' }));
    rerender(
      <FinancialActivitiesFilters value={{ kind: TransactionKind.Deposit }} onChange={onChange} />,
    );
    expect(screen.getByRole('radio', { name: 'Para Yatırma' })).toBeChecked();
  });

  it('uses the English words in English', () => {
    renderWithI18n(
      <FinancialActivitiesFilters
        value={{ kind: TransactionKind.All, fromDate: '2026-11-20', toDate: '2026-11-01' }}
        onChange={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('radio', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The To date cannot be before the From date.',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
