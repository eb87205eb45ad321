import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { BankTransferDetails, copiedForMs } from './bank-transfer-details';

const payee = {
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  accountName: 'Zar Sandbox Ödeme Hizmetleri',
  reference: 'ZAR-100001',
};

describe('BankTransferDetails', () => {
  it('shows the IBAN, account name and reference, each with a copy button', async () => {
    const { container } = renderWithI18n(<BankTransferDetails payee={payee} />);
    expect(screen.getByRole('region', { name: 'Önce bu hesaba gönderin' })).toBeVisible();
    expect(screen.getByText(payee.iban)).toBeVisible();
    expect(screen.getByText(payee.accountName)).toBeVisible();
    expect(screen.getByText(payee.reference)).toBeVisible();
    expect(
      screen.getAllByRole('button', { name: /kopyala$/ }).map((button) => button.ariaLabel),
    ).toEqual(['IBAN kopyala', 'Alıcı adı kopyala', 'Açıklamaya yazılacak referans kopyala']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('copies the value and says "Kopyalandı" beside it for a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const copyText = vi.fn(async () => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithI18n(<BankTransferDetails payee={payee} copyText={copyText} />);
    await user.click(screen.getByRole('button', { name: 'IBAN kopyala' }));
    expect(copyText).toHaveBeenCalledWith(payee.iban);
    expect(screen.getByText('Kopyalandı')).toBeVisible();
    act(() => vi.advanceTimersByTime(copiedForMs));
    expect(screen.queryByText('Kopyalandı')).toBeNull();
    vi.useRealTimers();
  });

  it('keeps the answer for messageMs when given', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithI18n(
      <BankTransferDetails payee={payee} copyText={async () => {}} messageMs={10_000} />,
    );
    await user.click(screen.getByRole('button', { name: 'IBAN kopyala' }));
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Kopyalandı')).toBeVisible();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Kopyalandı')).toBeNull();
    vi.useRealTimers();
  });

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <BankTransferDetails payee={payee} copyText={() => Promise.reject(new Error('denied'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Alıcı adı kopyala' }));
    expect(screen.getByText('Kopyalanamadı; elle seçip kopyalayın.')).toBeVisible();
  });
});
