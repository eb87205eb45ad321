import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneVerificationFormRules } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { PhoneVerificationForm, type PhoneVerificationFormProps } from './phone-verification-form';

type Extra = Partial<Omit<PhoneVerificationFormProps, 'step'>>;

function renderForm(step: PhoneVerificationFormProps['step'], extra: Extra = {}) {
  const handlers = {
    onSendCode: vi.fn(),
    onValidate: vi.fn(),
    onChangePhone: vi.fn(),
    onSkip: vi.fn(),
    onClose: vi.fn(),
  };
  const view = renderWithI18n(
    <PhoneVerificationForm
      rules={phoneVerificationFormRules}
      step={step}
      {...handlers}
      {...extra}
    />,
    {
      locale: 'en',
    },
  );
  const rerender = (nextStep: PhoneVerificationFormProps['step'], nextExtra: Extra = extra) =>
    view.rerender(
      <PhoneVerificationForm
        rules={phoneVerificationFormRules}
        step={nextStep}
        {...handlers}
        {...nextExtra}
      />,
    );
  return { ...view, ...handlers, rerender };
}

describe('PhoneVerificationForm', () => {
  it('step 1 masks the phone as 90 + 10 digits, sends it and has no accessibility violations', async () => {
    const { container, onSendCode } = renderForm(1);
    expect(screen.getByRole('region', { name: 'Phone Validation' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    const phone = screen.getByLabelText('Set Phone Number');
    await userEvent.type(phone, '5551234567');
    expect(phone).toHaveValue('90 555 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905551234567' });
    expect(screen.queryByRole('button', { name: 'Skip Verification' })).not.toBeInTheDocument();
  });

  it('never sends a missing or half-typed number and shows the error on blur and on submit', async () => {
    const { onSendCode } = renderForm(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Set Phone Number');
    await userEvent.type(phone, '55512');
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(
      'Enter a valid value. We will send a 6-digit verification code to this number by SMS.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(onSendCode).not.toHaveBeenCalled();
  });

  it('signup variant: the prefilled number is locked, the button reads Send Code and Skip is offered', async () => {
    const { container, onSendCode, onSkip } = renderForm(1, {
      variant: 'signup',
      phone: '905321234567',
      phoneLocked: true,
    });
    const phone = screen.getByLabelText('Set Phone Number');
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveValue('90 532 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip Verification' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('step 2 masks the code as 12-34-56 and validates the 6 digits', async () => {
    const { onValidate } = renderForm(2, { phone: '905321234567' });
    expect(screen.getByText('Enter the 6-digit code sent to 90 532 123 45 67.')).toBeVisible();
    const code = screen.getByLabelText('Set Sms Code');
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('The verification code must have 6 digits.')).toBeVisible();
    expect(onValidate).not.toHaveBeenCalled();
    await userEvent.type(code, '456');
    expect(code).toHaveValue('12-34-56');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(onValidate).toHaveBeenCalledWith({ code: '123456' });
  });

  it('walks from the phone to the code and back, unlocking the number and dropping the code', async () => {
    const extra = { variant: 'signup', phone: '905321234567', phoneLocked: true } as const;
    const { rerender, onChangePhone } = renderForm(1, extra);
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    rerender(2);
    const code = screen.getByLabelText('Set Sms Code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(onChangePhone).toHaveBeenCalledTimes(1);
    rerender(1);
    const phone = screen.getByLabelText('Set Phone Number');
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toHaveValue('90 532 123 45 67');
    await waitFor(() => expect(phone).toHaveFocus());
    rerender(2);
    expect(screen.getByLabelText('Set Sms Code')).toHaveValue('');
  });

  it('a failed validate keeps step 2, shows the error and clears the code', async () => {
    const { rerender, onValidate } = renderForm(2, { phone: '905321234567' });
    const code = screen.getByLabelText('Set Sms Code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(onValidate).toHaveBeenCalledWith({ code: '123456' });
    rerender(2, { phone: '905321234567', loading: true });
    expect(screen.getByRole('button', { name: 'Validate' })).toHaveAttribute('aria-busy', 'true');
    rerender(2, { phone: '905321234567', error: 'The code is wrong.' });
    // Why, next to the field it clears.
    expect(screen.getByLabelText('Set Sms Code')).toHaveAccessibleDescription('The code is wrong.');
    expect(screen.getByLabelText('Set Sms Code')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Set Sms Code')).toHaveFocus());
  });

  it('step 2 counts down to a resend link, which asks for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onResendCode = vi.fn();
      renderForm(2, { phone: '905321234567', onResendCode, codeSentAt: 1 });
      expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 60 s.');
      await vi.advanceTimersByTimeAsync(61_000);
      const resend = await screen.findByRole('button', {
        name: "Didn't get a code? Click to resend.",
      });
      resend.click();
      expect(onResendCode).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the success screen and closes with Close', async () => {
    const { rerender, onClose, container } = renderForm(2, { phone: '905321234567' });
    rerender('success');
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Phone Number has been successfully verified!',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks Turkish and keeps a busy button from sending twice', async () => {
    const onSendCode = vi.fn();
    renderWithI18n(
      <PhoneVerificationForm
        rules={phoneVerificationFormRules}
        step={1}
        phone="905321234567"
        loading
        showTitle={false}
        onSendCode={onSendCode}
        onValidate={vi.fn()}
        onChangePhone={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Telefon Doğrulama' })).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kod Gönder' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(screen.getByLabelText('Telefon Numaranızı Girin'), '{Enter}');
    expect(onSendCode).not.toHaveBeenCalled();
  });
});
