import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePasswordRules } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it('labels its three password fields in Turkish with no accessibility violations', async () => {
    const { container } = renderWithI18n(
      <ChangePasswordForm rules={changePasswordRules} onSubmit={vi.fn()} />,
    );
    expect(screen.getByLabelText('Eski Şifre')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Yeni Şifre')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Yeni Şifre (Tekrar)')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Değiştir' })).toHaveAttribute('type', 'submit');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the mismatch error on the confirmation and does not submit', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ChangePasswordForm rules={changePasswordRules} onSubmit={onSubmit} />, {
      locale: 'en',
    });
    await userEvent.type(screen.getByLabelText('Old Password'), 'eski123');
    await userEvent.type(screen.getByLabelText('Password'), 'yeni123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'yeni124');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the minimum length on every short field after submit', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ChangePasswordForm rules={changePasswordRules} onSubmit={onSubmit} />, {
      locale: 'en',
    });
    await userEvent.type(screen.getByLabelText('Old Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Enter at least 5 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits matching passwords', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ChangePasswordForm rules={changePasswordRules} onSubmit={onSubmit} />, {
      locale: 'en',
    });
    await userEvent.type(screen.getByLabelText('Old Password'), 'eski123');
    await userEvent.type(screen.getByLabelText('Password'), 'yeni123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'yeni123');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: 'eski123',
      password: 'yeni123',
      confirmPassword: 'yeni123',
    });
  });

  it('announces the server failure it is given', () => {
    renderWithI18n(
      <ChangePasswordForm
        rules={changePasswordRules}
        onSubmit={vi.fn()}
        error="Old password is wrong."
      />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Old password is wrong.');
  });
});
