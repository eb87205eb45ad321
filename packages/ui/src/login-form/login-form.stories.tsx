import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './login-form';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onRecoveryClick: fn(), onRegisterClick: fn() },
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
