import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginRules } from '@zar/api-client/contract';
import { expect, fn, waitFor } from 'storybook/test';
import { loginChallenge } from '../proof-of-work/story-challenges';
import { LoginForm } from './login-form';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { rules: loginRules, onSubmit: fn(), onRecoveryClick: fn(), onRegisterClick: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Şifremi Unuttum' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hemen Üye Ol!' }));
    await expect(args.onRecoveryClick).toHaveBeenCalledTimes(1);
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValues: { username: 'ayse1990', password: 'gizli123' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'ayse1990',
      password: 'gizli123',
    });
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Şifre'), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
    await expect(await canvas.findByText('Bu alan zorunludur.')).toBeVisible();
    await expect(canvas.getByText('En az 3 karakter girin.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValues: { username: 'ayse1990', password: 'gizli123' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Giriş Yap' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the login: its message stays above Login, besides the error toast. */
export const ServerRefused: Story = {
  args: {
    defaultValues: { username: 'ayse1990', password: 'yanlis1' },
    error: 'Kullanıcı adı veya şifre hatalı.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı.');
  },
};

/**
 * Past the attempt limits the API answered with a challenge: the check shows under the fields,
 * solves itself, and the form sends the login again with its solution.
 */
export const ChallengeAsked: Story = {
  args: {
    defaultValues: { username: 'ayse1990', password: 'gizli123' },
    challenge: {
      challenge: loginChallenge,
      message:
        'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('kısa bir doğrulama gerekiyor');
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          username: 'ayse1990',
          password: 'gizli123',
          altcha: expect.any(String),
        }),
      { timeout: 15_000 },
    );
    await expect(await canvas.findByText('Doğrulandı')).toBeVisible();
  },
};

/** The same in English, the check waiting for the player's submit after a refused solution. */
export const ChallengeAskedEnglish: Story = {
  args: {
    defaultValues: { username: 'ayse1990', password: 'gizli123' },
    challenge: {
      challenge: loginChallenge,
      message: 'The check was not accepted or has expired; please complete the new one.',
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  },
};
