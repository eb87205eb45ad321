import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { sampleDepositMethods, sampleWithdrawMethods } from './payment-method-fixtures';
import { PaymentMethodList } from './payment-method-list';

describe('PaymentMethodList', () => {
  it('lists every method as a button with its logo, name and limits', async () => {
    const { container } = renderWithI18n(
      <PaymentMethodList methods={sampleDepositMethods} direction="deposit" onSelect={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: 'Para yatırma yöntemleri' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'PaparaMin ₺50,00 – Maks ₺50.000,00',
      'Havale / EFTMin ₺100,00 – Maks ₺100.000,00',
      'Kredi KartıMin ₺20,00',
      'Kripto',
    ]);
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', sampleDepositMethods[0]?.logo);
    expect(logo).toHaveAttribute('alt', '');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('calls onSelect with the method picked, by click or keyboard', async () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <PaymentMethodList methods={sampleDepositMethods} direction="deposit" onSelect={onSelect} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Havale \/ EFT/ }));
    expect(onSelect).toHaveBeenLastCalledWith(sampleDepositMethods[1]);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Papara/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(sampleDepositMethods[0]);
  });

  it('names the withdraw list and formats limits in English', () => {
    renderWithI18n(
      <PaymentMethodList methods={sampleWithdrawMethods} direction="withdraw" onSelect={vi.fn()} />,
      { locale: 'en' },
    );
    const list = screen.getByRole('list', { name: 'Withdrawal methods' });
    expect(within(list).getByRole('button', { name: /Banka Havalesi/ })).toHaveTextContent(
      'Min ₺250.00 – Max ₺250,000.00',
    );
    expect(within(list).getByRole('button', { name: /Kripto/ })).toHaveTextContent(
      'Max ₺1,000,000.00',
    );
  });

  it("holds the cards' place while loading: placeholder cards, announced as loading", () => {
    const { container, rerender } = renderWithI18n(
      <PaymentMethodList methods={[]} direction="deposit" loading onSelect={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ödeme yöntemleri yükleniyor...');
    // Boxes only: nothing to read or press until the methods come.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const placeholders = () =>
      container.querySelectorAll('.zar-payment-methods__grid .zar-payment-methods__card');
    expect(placeholders()).toHaveLength(4);
    rerender(
      <PaymentMethodList
        methods={[]}
        direction="deposit"
        loading
        placeholderCount={6}
        onSelect={vi.fn()}
      />,
    );
    expect(placeholders()).toHaveLength(6);
  });

  it('says so when the direction has no method', () => {
    const { rerender } = renderWithI18n(
      <PaymentMethodList methods={[]} direction="deposit" onSelect={vi.fn()} />,
    );
    expect(
      screen.getByText('Şu anda kullanılabilecek bir para yatırma yöntemi yok.'),
    ).toBeInTheDocument();
    rerender(<PaymentMethodList methods={[]} direction="withdraw" onSelect={vi.fn()} />);
    expect(
      screen.getByText('Şu anda kullanılabilecek bir para çekme yöntemi yok.'),
    ).toBeInTheDocument();
  });
});
