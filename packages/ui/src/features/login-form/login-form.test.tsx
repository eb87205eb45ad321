import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('names its fields, links and button in Turkish and has no accessibility violations', async () => {
    const { container } = renderWithI18n(<LoginForm onSubmit={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Giriş Yap' });
    expect(within(form).getByLabelText('Kullanıcı Adı')).toBeInTheDocument();
    expect(within(form).getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Giriş Yap' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(form).getByText('Üye değil misiniz?')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never submits while invalid and shows each first error', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Password'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid credentials with Enter', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990');
    await userEvent.type(screen.getByLabelText('Password'), 'gizli123{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ayse1990', password: 'gizli123' });
  });

  it('while loading shows a busy Login button that does not submit again', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <LoginForm
        onSubmit={onSubmit}
        loading
        defaultValues={{ username: 'ayse', password: 'x12' }}
      />,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens recovery and registration through its links', async () => {
    const onRecoveryClick = vi.fn();
    const onRegisterClick = vi.fn();
    renderWithI18n(
      <LoginForm
        onSubmit={vi.fn()}
        onRecoveryClick={onRecoveryClick}
        onRegisterClick={onRegisterClick}
      />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recovery Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Now!' }));
    expect(onRecoveryClick).toHaveBeenCalledTimes(1);
    expect(onRegisterClick).toHaveBeenCalledTimes(1);
  });

  it('without its title is still a named form', () => {
    renderWithI18n(<LoginForm onSubmit={vi.fn()} showTitle={false} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Giriş Yap' })).toBeInTheDocument();
  });
});
