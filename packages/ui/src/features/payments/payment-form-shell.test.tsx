import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { PaymentFormShell } from './payment-form-shell';
import { sampleDepositMethods } from './payment-method-fixtures';

const [papara, , , crypto] = sampleDepositMethods;

describe('PaymentFormShell', () => {
  it('heads the form with the method and its limits', async () => {
    const { container } = renderWithI18n(
      <PaymentFormShell method={papara!}>
        <button type="submit">Yatır</button>
      </PaymentFormShell>,
    );
    expect(screen.getByText('Papara')).toBeInTheDocument();
    expect(container.querySelector('.zar-payment-limits')).toHaveTextContent(
      'Min ₺50,00 – Maks ₺50.000,00',
    );
    expect(screen.getByRole('button', { name: 'Yatır' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves the limits out when the method sets none', () => {
    const { container } = renderWithI18n(<PaymentFormShell method={crypto!} />);
    expect(container).toHaveTextContent(/^Kripto$/);
  });
});
