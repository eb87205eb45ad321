import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleLimits } from './limit-fixtures';
import { LimitsPanel } from './limits-panel';

const row = (name: string) => {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  const item = input.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

describe('LimitsPanel', () => {
  it('shows the three groups, each limit in force, no limit and pending changes', async () => {
    const { container } = renderWithI18n(
      <LimitsPanel limits={sampleLimits} onSetLimit={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Limitler');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Para yatırma limitleri', 'Kayıp limitleri', 'Süre limitleri']);
    expect(screen.getByText(/Daha düşük bir limit hemen geçerli olur/)).toBeInTheDocument();
    expect(row('Günlük para yatırma limiti')).toHaveTextContent('Geçerli limit: ₺1.000,00');
    expect(row('Haftalık para yatırma limiti')).toHaveTextContent('Geçerli limit: Limit yok');
    const weeklyLoss = row('Haftalık kayıp limiti');
    expect(weeklyLoss).toHaveTextContent('₺500,00');
    expect(weeklyLoss).toHaveTextContent(
      'Bekleyen değişiklik: 25.11.2026 14:00 itibarıyla ₺2.000,00',
    );
    expect(row('Oturum süresi limiti')).toHaveTextContent('Geçerli limit: 120 dk');
    expect(row('Gerçeklik kontrolü aralığı')).toHaveTextContent(
      '25.11.2026 14:00 itibarıyla kaldırılacak',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers Remove only where a limit is set, and describes each button by its limit', () => {
    renderWithI18n(<LimitsPanel limits={sampleLimits} onSetLimit={vi.fn()} />, { locale: 'en' });
    const daily = within(row('Daily deposit limit'));
    expect(daily.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Daily deposit limit',
    );
    expect(daily.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(
      within(row('Weekly deposit limit')).queryByRole('button', { name: 'Remove' }),
    ).not.toBeInTheDocument();
    expect(row('Weekly loss limit')).toHaveTextContent('Pending change: ₺2,000.00 from');
  });

  it('saves a Turkish amount as lira and clears the input once saved', async () => {
    const onSetLimit = vi.fn().mockResolvedValue(undefined);
    renderWithI18n(<LimitsPanel limits={sampleLimits} onSetLimit={onSetLimit} />);
    const input = screen.getByRole('textbox', { name: /^Aylık kayıp limiti/ });
    await userEvent.type(input, '2.500,50');
    await userEvent.click(
      within(row('Aylık kayıp limiti')).getByRole('button', { name: 'Kaydet' }),
    );
    expect(onSetLimit).toHaveBeenCalledExactlyOnceWith('lossMonthly', 2500.5);
    await vi.waitFor(() => expect(input).toHaveValue(''));
  });

  it('keeps the input when saving fails', async () => {
    const onSetLimit = vi.fn().mockRejectedValue(new Error('no'));
    renderWithI18n(<LimitsPanel limits={[]} onSetLimit={onSetLimit} />);
    const input = screen.getByRole('textbox', { name: /^Günlük para yatırma limiti/ });
    await userEvent.type(input, '100{Enter}');
    expect(onSetLimit).toHaveBeenCalledWith('depositDaily', 100);
    await Promise.resolve();
    expect(input).toHaveValue('100');
  });

  it('saves whole minutes and removes a limit with null', async () => {
    const onSetLimit = vi.fn();
    renderWithI18n(<LimitsPanel limits={sampleLimits} onSetLimit={onSetLimit} />);
    const session = within(row('Oturum süresi limiti'));
    await userEvent.type(session.getByRole('textbox'), '90');
    await userEvent.click(session.getByRole('button', { name: 'Kaydet' }));
    expect(onSetLimit).toHaveBeenLastCalledWith('sessionMinutes', 90);
    await userEvent.click(
      within(row('Günlük para yatırma limiti')).getByRole('button', { name: 'Kaldır' }),
    );
    expect(onSetLimit).toHaveBeenLastCalledWith('depositDaily', null);
  });

  it.each([
    ['Günlük para yatırma limiti', '', 'Bir değer girin.'],
    ['Günlük para yatırma limiti', 'abc', 'Geçerli bir değer girin.'],
    ['Günlük para yatırma limiti', '0', 'Geçerli bir tutar girin (en fazla 2 ondalık).'],
    ['Günlük para yatırma limiti', '10,555', 'Geçerli bir tutar girin (en fazla 2 ondalık).'],
    ['Oturum süresi limiti', '15,5', '1 ile 1440 arasında tam dakika girin.'],
    ['Gerçeklik kontrolü aralığı', '2000', '1 ile 1440 arasında tam dakika girin.'],
    ['Gerçeklik kontrolü aralığı', '0', '1 ile 1440 arasında tam dakika girin.'],
  ])('refuses %s = %j with a message and does not call back', async (name, text, message) => {
    const onSetLimit = vi.fn();
    renderWithI18n(<LimitsPanel limits={[]} onSetLimit={onSetLimit} />);
    const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    if (text) await userEvent.type(input, text);
    await userEvent.click(within(row(name)).getByRole('button', { name: 'Kaydet' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(onSetLimit).not.toHaveBeenCalled();
  });

  it('disables the saving row with a spinner, and only that row', () => {
    renderWithI18n(
      <LimitsPanel limits={sampleLimits} onSetLimit={vi.fn()} savingKind="depositDaily" />,
    );
    const daily = within(row('Günlük para yatırma limiti'));
    expect(daily.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('aria-busy', 'true');
    expect(daily.getByRole('button', { name: 'Kaldır' })).toBeDisabled();
    expect(
      within(row('Haftalık kayıp limiti')).getByRole('button', { name: 'Kaydet' }),
    ).toBeEnabled();
  });
});
