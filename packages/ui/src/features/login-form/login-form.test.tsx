import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRules } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import type { FormRules } from '../form-field/rules-resolver';
import type { StandardSchemaV1 } from '../form-field/standard-schema';
import { LoginForm, type LoginValues } from './login-form';

describe('LoginForm', () => {
  it('names its fields, links and button in Turkish and has no accessibility violations', async () => {
    const { container } = renderWithI18n(<LoginForm rules={loginRules} onSubmit={vi.fn()} />);
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
    renderWithI18n(<LoginForm rules={loginRules} onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Password'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes any Standard Schema as its rules, answering late, with no zod', async () => {
    // A hand-written schema: its keys are translated (with zod's limit, when an issue has one),
    // a message that is no key says the general 'invalid', and a path may be made of segments.
    const rules: FormRules<LoginValues> = {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: async (value) => {
          const { username, password } = value as LoginValues;
          const issues: Array<StandardSchemaV1.Issue & { minimum?: number }> = [];
          if (!username)
            issues.push({ message: 'validation.required', path: [{ key: 'username' }] });
          if (password.length < 8)
            issues.push({ message: 'validation.minLength', minimum: 8, path: ['password'] });
          if (username === 'admin') issues.push({ message: 'reserved name', path: ['username'] });
          return issues.length ? { issues } : { value: { username, password } };
        },
      },
    };
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm rules={rules} onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Password'), 'gizli');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 8 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), '123{Enter}');
    expect(await screen.findByText('Enter a valid value.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'ayse1990', password: 'gizli123' }),
    );
  });

  it('submits valid credentials with Enter', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm rules={loginRules} onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990');
    await userEvent.type(screen.getByLabelText('Password'), 'gizli123{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ayse1990', password: 'gizli123' });
  });

  it('while loading shows a busy Login button that does not submit again', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <LoginForm
        rules={loginRules}
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
        rules={loginRules}
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
    renderWithI18n(<LoginForm rules={loginRules} onSubmit={vi.fn()} showTitle={false} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Giriş Yap' })).toBeInTheDocument();
  });
});
