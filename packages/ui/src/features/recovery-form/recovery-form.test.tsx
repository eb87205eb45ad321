import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recoveryFormRules } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { RecoveryForm, type RecoveryFormProps, type RecoveryStep } from './recovery-form';

function renderStep(step: RecoveryStep, extra: Partial<RecoveryFormProps> = {}) {
  const handlers = {
    onSubmitUsername: vi.fn(),
    onSubmitCode: vi.fn(),
    onSubmitPassword: vi.fn(),
    onRegisterClick: vi.fn(),
  };
  const view = renderWithI18n(
    <RecoveryForm rules={recoveryFormRules} step={step} {...handlers} {...extra} />,
    {
      locale: 'en',
    },
  );
  return { ...view, ...handlers };
}

describe('RecoveryForm', () => {
  it('step 1 sends a valid username with Continue and has no accessibility violations', async () => {
    const { container, onSubmitUsername } = renderStep(1);
    expect(screen.getByRole('region', { name: 'Recovery Password Step 1 of 4' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSubmitUsername).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitUsername).toHaveBeenCalledWith({ username: 'ayse1990' });
  });

  it('step 2 has Back, and Resend once its countdown ends; a resent code is announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onBack = vi.fn();
      const onResend = vi.fn();
      const { rerender } = renderStep(2, { onBack, onResend, codeSentAt: 1 });
      screen.getByRole('button', { name: 'Back' }).click();
      expect(onBack).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 60 s.');
      await vi.advanceTimersByTimeAsync(61_000);
      (await screen.findByRole('button', { name: "Didn't get a code? Click to resend." })).click();
      expect(onResend).toHaveBeenCalledTimes(1);
      rerender(
        <RecoveryForm
          rules={recoveryFormRules}
          step={2}
          onSubmitUsername={vi.fn()}
          onSubmitCode={vi.fn()}
          onSubmitPassword={vi.fn()}
          onBack={onBack}
          onResend={onResend}
          codeSentAt={2}
          codeResent
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('A new reset code has been sent.');
      expect(screen.getByRole('timer')).toHaveTextContent('60 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('step 1 starts with the username again after Back', () => {
    renderStep(1, { username: 'ayse1990' });
    expect(screen.getByLabelText('Username')).toHaveValue('ayse1990');
  });

  it('step 2 asks for the reset code of 3 to 20 characters', async () => {
    const { onSubmitCode } = renderStep(2);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reset Code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reset Code'), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmitCode).toHaveBeenCalledWith({ code: '123456' });
  });

  it('step 3 needs a confirmed new password of at least 5 characters', async () => {
    const { container, onSubmitPassword } = renderStep(3);
    await userEvent.type(screen.getByLabelText('New Password'), 'yeni123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'yeni12');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(onSubmitPassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(onSubmitPassword).toHaveBeenCalledWith({ password: 'yeni123', password2: 'yeni123' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('step 4 tells the player the password changed', () => {
    renderStep(4);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password change successful. You are now directed to the login page.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a failed call on the step it came from', () => {
    renderStep(2, { error: 'The reset code is wrong or has expired.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The reset code is wrong or has expired.');
    expect(screen.getByLabelText('Reset Code')).toBeInTheDocument();
  });

  it('keeps the busy button from submitting twice', async () => {
    const { onSubmitUsername } = renderStep(1, { loading: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990{Enter}');
    expect(onSubmitUsername).not.toHaveBeenCalled();
  });

  it('offers sign-up in Turkish on every step', async () => {
    const onRegisterClick = vi.fn();
    renderWithI18n(
      <RecoveryForm
        rules={recoveryFormRules}
        step={4}
        onSubmitUsername={vi.fn()}
        onSubmitCode={vi.fn()}
        onSubmitPassword={vi.fn()}
        onRegisterClick={onRegisterClick}
      />,
    );
    expect(screen.getByText('Üye değil misiniz?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hemen Üye Ol!' }));
    expect(onRegisterClick).toHaveBeenCalledTimes(1);
  });
});
