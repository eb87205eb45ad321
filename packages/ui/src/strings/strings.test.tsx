import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRules } from '@zar/api-client/contract';
import { en, tr } from '@zar/locales';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Header } from '../features/header';
import { LoginForm } from '../features/login-form';
import { createComponentI18n } from '../testing';
import { createBuiltInTranslate, interpolate } from './ui-strings';
import { ZarUiI18nextProvider } from './zar-ui-i18next-provider';
import { ZarUiProvider } from './zar-ui-provider';

function expectNoRawKeys(container: HTMLElement) {
  const texts = [
    container.textContent ?? '',
    ...[...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')),
  ].join(' ');
  expect(texts).not.toMatch(/\b(header|auth|common|footer)\.[a-zA-Z]+/);
}

describe('components without any i18next setup', () => {
  it('speak Turkish from the built-in strings when there is no provider', () => {
    const { container } = render(<Header isLoggedIn={false} />);
    expect(screen.getAllByRole('button', { name: 'Giriş Yap' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Üye Ol' })[0]).toBeInTheDocument();
    expect(screen.getByText('Sizi Arayalım')).toBeInTheDocument();
    expectNoRawKeys(container);
  });

  it('speak English under ZarUiProvider locale="en"', () => {
    const { container } = render(
      <ZarUiProvider locale="en">
        <Header isLoggedIn={false} />
        <LoginForm rules={loginRules} onSubmit={() => {}} />
      </ZarUiProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Login' })[0]).toBeInTheDocument();
    expect(screen.getByText('Call Me Back')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Recovery Password' })[0]).toBeInTheDocument();
    expectNoRawKeys(container);
  });

  it('show a login form in Turkish, with translated validation messages', async () => {
    render(
      <ZarUiProvider locale="tr">
        <LoginForm rules={loginRules} onSubmit={() => {}} />
      </ZarUiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı Adı')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const alerts = await screen.findAllByText(tr.common.validation.required);
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('take a brand text from ZarUiProvider strings, other texts staying built-in', () => {
    render(
      <ZarUiProvider locale="en" strings={{ en: { 'header.login': 'Sign in' } }}>
        <Header isLoggedIn={false} />
      </ZarUiProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Sign in' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: en.header.register })[0]).toBeInTheDocument();
  });

  it('switch language when the provider`s locale changes', () => {
    const { rerender } = render(
      <ZarUiProvider locale="tr">
        <Header isLoggedIn={false} />
      </ZarUiProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Üye Ol' })[0]).toBeInTheDocument();
    rerender(
      <ZarUiProvider locale="en">
        <Header isLoggedIn={false} />
      </ZarUiProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Sign Up' })[0]).toBeInTheDocument();
  });
});

describe('createBuiltInTranslate', () => {
  const tables = {
    tr: { header: { login: 'Giriş Yap', only: 'Yalnız Türkçe' } },
    en: { header: { login: 'Login' } },
  };

  it('falls back to the default language, never to the key', () => {
    const t = createBuiltInTranslate({ locale: 'en', tables });
    expect(t('header.login')).toBe('Login');
    expect(t('header.only')).toBe('Yalnız Türkçe');
    expect(t('header.nowhere')).toBe('');
  });

  it('prefers an override in the language, then the table', () => {
    const t = createBuiltInTranslate({
      locale: 'en',
      tables,
      overrides: { en: { 'header.login': 'Sign in {{name}}' } },
    });
    expect(t('header.login', { name: 'Ada' })).toBe('Sign in Ada');
  });

  it('fills placeholders and empties the ones not given', () => {
    expect(interpolate('Bakiye: {{amount}}', { amount: '₺5,00' })).toBe('Bakiye: ₺5,00');
    expect(interpolate('Bakiye: {{ amount }}!', {})).toBe('Bakiye: !');
  });
});

describe('ZarUiI18nextProvider', () => {
  it('reads the app`s i18next and follows its language changes', async () => {
    const i18n = createComponentI18n('tr');
    render(
      <ZarUiI18nextProvider i18n={i18n}>
        <Header isLoggedIn={false} />
      </ZarUiI18nextProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Giriş Yap' })[0]).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect((await screen.findAllByRole('button', { name: 'Login' }))[0]).toBeInTheDocument();
  });

  it('shows strings added to the instance later (e.g. from the server)', async () => {
    const i18n = createComponentI18n('tr');
    render(
      <ZarUiI18nextProvider i18n={i18n}>
        <Header isLoggedIn={false} />
      </ZarUiI18nextProvider>,
    );
    i18n.addResourceBundle('tr', 'translation', { header: { login: 'Oturum Aç' } }, true, true);
    expect((await screen.findAllByRole('button', { name: 'Oturum Aç' }))[0]).toBeInTheDocument();
  });

  it('shows the built-in Turkish text for a key the brand`s i18next lacks', () => {
    const i18n = i18next.createInstance();
    i18n.init({
      lng: 'en',
      resources: { en: { translation: { header: { login: 'Enter' } } } },
      initAsync: false,
    });
    const { container } = render(
      <ZarUiI18nextProvider i18n={i18n}>
        <Header isLoggedIn={false} />
      </ZarUiI18nextProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Enter' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: tr.header.register })[0]).toBeInTheDocument();
    expectNoRawKeys(container);
  });
});
