import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRules, type ProofOfWorkChallenge, recoveryFormRules } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { LoginForm } from '../login-form/login-form';
import { RecoveryForm } from '../recovery-form/recovery-form';

/** Texts the check handed to the widget, by language. */
const widgetStrings = new Map<string, Record<string, string>>();

// jsdom runs no workers: a stand-in widget that "solves" a challenge at once (or, with its
// `auto` attribute off, when verify() is called), as the real one reports it.
vi.mock('./altcha-widget', () => {
  class FakeWidget extends HTMLElement {
    connectedCallback() {
      if (this.getAttribute('auto') === 'onload') queueMicrotask(() => this.verify());
    }
    verify() {
      const { parameters } = JSON.parse(this.getAttribute('challenge') ?? '{}');
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying' } }));
      queueMicrotask(() => {
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified' } }));
        this.dispatchEvent(
          new CustomEvent('verified', { detail: { payload: `solved-${parameters.nonce}` } }),
        );
      });
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);
  return {
    challengeAlgorithm: 'PBKDF2/SHA-256',
    setWidgetStrings: (language: string, strings: Record<string, string>) =>
      widgetStrings.set(language, strings),
  };
});

function challenge(nonce: string): ProofOfWorkChallenge {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce,
      salt: '00',
      cost: 1,
      keyLength: 32,
      keyPrefix: 'ab',
    },
    signature: 'signed',
  };
}

const credentials = { username: 'ayse1990', password: 'gizli123' };

describe('the proof-of-work check in the account forms', () => {
  it('shows the API message and the check, then sends the login again with the solution by itself', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(
      <LoginForm
        rules={loginRules}
        onSubmit={onSubmit}
        defaultValues={credentials}
        challenge={{ challenge: challenge('n1'), message: 'Kısa bir doğrulama gerekiyor.' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Kısa bir doğrulama gerekiyor.');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ ...credentials, altcha: 'solved-n1' });
    expect(widgetStrings.get('tr')).toMatchObject({
      label: 'Robot değilim',
      verifying: 'Doğrulanıyor…',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not send again by itself when the solution it sent was refused: the player submits', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithI18n(
      <LoginForm
        rules={loginRules}
        onSubmit={onSubmit}
        defaultValues={credentials}
        challenge={null}
      />,
      { locale: 'en' },
    );
    rerender(
      <LoginForm
        rules={loginRules}
        onSubmit={onSubmit}
        defaultValues={credentials}
        challenge={{ challenge: challenge('n2') }}
      />,
    );
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ ...credentials, altcha: 'solved-n2' }),
    );
    // The API refused that solution and asked again.
    rerender(
      <LoginForm
        rules={loginRules}
        onSubmit={onSubmit}
        defaultValues={credentials}
        challenge={{ challenge: challenge('n3') }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenLastCalledWith({ ...credentials, altcha: 'solved-n3' });
  });

  it('sends a recovery step with the solution of the check it shows', async () => {
    const onSubmitUsername = vi.fn();
    renderWithI18n(
      <RecoveryForm
        rules={recoveryFormRules}
        step={1}
        onSubmitUsername={onSubmitUsername}
        onSubmitCode={vi.fn()}
        onSubmitPassword={vi.fn()}
        challenge={{ challenge: challenge('n4') }}
      />,
      { locale: 'en' },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'ayse1990');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmitUsername).toHaveBeenCalledWith({ username: 'ayse1990', altcha: 'solved-n4' });
  });
});
