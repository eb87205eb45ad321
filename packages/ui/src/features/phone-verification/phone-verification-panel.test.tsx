import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneVerificationFormRules } from '@zar/api-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import {
  PhoneVerificationPanel,
  type PhoneVerificationPanelProps,
  type PhoneVerificationStatus,
} from './phone-verification-panel';

type Extra = Partial<Omit<PhoneVerificationPanelProps, 'status'>>;

function renderPanel(status: PhoneVerificationStatus, extra: Extra = {}) {
  const handlers = { onSendCode: vi.fn(), onVerify: vi.fn(), onUpdateNumber: vi.fn() };
  const props = { phone: '905321234567', ...handlers };
  const view = renderWithI18n(
    <PhoneVerificationPanel
      rules={phoneVerificationFormRules}
      status={status}
      {...props}
      {...extra}
    />,
    {
      locale: 'en',
    },
  );
  const rerender = (nextStatus: PhoneVerificationStatus, nextExtra: Extra = extra) =>
    view.rerender(
      <PhoneVerificationPanel
        rules={phoneVerificationFormRules}
        status={nextStatus}
        {...props}
        {...nextExtra}
      />,
    );
  return { ...view, ...handlers, rerender };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PhoneVerificationPanel', () => {
  it('Not Verified shows the stored number read-only, Send Code and Update Number', async () => {
    const { container, onSendCode, onUpdateNumber } = renderPanel('notVerified');
    expect(screen.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
    expect(screen.getByText('Not Verified')).toBeVisible();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveValue('90 532 123 45 67');
    expect(screen.queryByLabelText('SMS Code')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Number' }));
    expect(onUpdateNumber).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
  });

  it('Update lets the player type a new number, checked before it is sent', async () => {
    const { rerender, onSendCode } = renderPanel('notVerified');
    rerender('update');
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).not.toHaveAttribute('readonly');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Update Number' })).not.toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await userEvent.type(phone, '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905551234567' });
  });

  it('the code step disables the number, masks the code as 123-456 and enables Verify only when valid', async () => {
    const { container, rerender, onSendCode, onVerify } = renderPanel('update');
    const phone = screen.getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905551234567' });
    rerender('code', { sendCount: 1 });

    expect(screen.getByLabelText('Phone Number')).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('90 555 123 45 67');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    const code = screen.getByLabelText('SMS Code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '12345');
    expect(verify).toBeDisabled();
    await userEvent.type(code, '6');
    expect(code).toHaveValue('123-456');
    await waitFor(() => expect(verify).toBeEnabled());
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(verify);
    expect(onVerify).toHaveBeenCalledWith({ phone: '905551234567', code: '123456' });
  });

  it('a failed verify clears the code and disables Verify again', async () => {
    const { rerender } = renderPanel('code');
    const code = screen.getByLabelText('SMS Code');
    await userEvent.type(code, '123456');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    rerender('code', { verifying: true });
    rerender('code', { error: 'The code is wrong.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong.');
    expect(screen.getByLabelText('SMS Code')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled());
  });

  it('counts down before a resend, announces only the end, and resends to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender, onSendCode } = renderPanel('code', { resendSeconds: 60 });
    const announcer = document.querySelector('[aria-live="polite"]');
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 60 s.');
    expect(announcer).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 30 s.');
    expect(announcer).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(announcer).toHaveTextContent('You can now request a new code.');

    await user.click(screen.getByRole('button', { name: "Didn't get a code? Click to resend." }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
    rerender('code', { resendSeconds: 60, sendCount: 1 });
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 60 s.');
  });

  it('stops the countdown when the page goes away', () => {
    vi.useFakeTimers();
    const { unmount } = renderPanel('code');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('offers the resend at once with resendSeconds 0 and shows it busy while sending', async () => {
    const { rerender, onSendCode } = renderPanel('code', { resendSeconds: 0 });
    await userEvent.click(
      screen.getByRole('button', { name: "Didn't get a code? Click to resend." }),
    );
    expect(onSendCode).toHaveBeenCalledTimes(1);
    rerender('code', { resendSeconds: 0, sending: true });
    expect(
      screen.getByRole('button', { name: "Didn't get a code? Click to resend." }),
    ).toBeDisabled();
  });

  it('Verified shows the badge and the number with nothing left to do, in Turkish too', async () => {
    const { container } = renderWithI18n(
      <PhoneVerificationPanel
        rules={phoneVerificationFormRules}
        status="verified"
        phone="905321234567"
        onSendCode={vi.fn()}
        onVerify={vi.fn()}
        onUpdateNumber={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Telefon Doğrulama' })).toBeVisible();
    expect(screen.getByText('Doğrulandı')).toBeVisible();
    expect(screen.getByLabelText('Telefon Numarası')).toHaveValue('90 532 123 45 67');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
