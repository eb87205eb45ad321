import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { DepositOutcome } from './deposit-outcome';

const paymentPage = 'http://localhost:3000/api/sandbox/pay/abc123';

describe('DepositOutcome', () => {
  it('offers the external page in a new tab, focused, with the method in its label', async () => {
    const { container } = renderWithI18n(
      <DepositOutcome mode="external" url={paymentPage} methodName="Papara" />,
    );
    expect(
      screen.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Papara ile devam et (yeni sekmede açılır)' });
    expect(link).toHaveAttribute('href', paymentPage);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the English words in English', () => {
    renderWithI18n(<DepositOutcome mode="external" url={paymentPage} methodName="Papara" />, {
      locale: 'en',
    });
    expect(screen.getByText('Click the button below to continue the process!')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Continue with Papara (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it("announces a pending request (not 'Tebrikler!') with the server's text in message mode", async () => {
    const message = 'Lütfen ₺500,00 tutarını TR33 0006 1005 1978 6457 8413 26 IBANına gönderin.';
    const { container } = renderWithI18n(
      <DepositOutcome mode="message" methodName="Havale / EFT" message={message} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Talebiniz alındı');
    expect(status).not.toHaveTextContent('Tebrikler!');
    expect(status).toHaveTextContent(message);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the request was received when the server sent no text', () => {
    renderWithI18n(<DepositOutcome mode="message" methodName="Havale / EFT" message="  " />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Para yatırma talebiniz alındı; onaylandığında bakiyenize eklenecektir.',
    );
  });

  it('says a paid or cancelled deposit is done', () => {
    const { rerender } = renderWithI18n(
      <DepositOutcome mode="message" methodName="Kart" status="completed" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ödemeniz alındı');
    rerender(<DepositOutcome mode="message" methodName="Kart" status="cancelled" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ödeme iptal edildi');
  });
});
