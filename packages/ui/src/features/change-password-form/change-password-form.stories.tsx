import type { Meta, StoryObj } from '@storybook/react-vite';
import { changePasswordRules } from '@zar/api-client/contract';
import { expect, fn } from 'storybook/test';
import { ChangePasswordForm } from './change-password-form';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { rules: changePasswordRules, onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValues: { oldPassword: 'eski123', password: 'yeni123', confirmPassword: 'yeni123' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'eski123',
      password: 'yeni123',
      confirmPassword: 'yeni123',
    });
  },
};

export const MismatchAfterSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Eski Şifre'), 'eski');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre'), 'yeni123');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), 'yeni124');
    await userEvent.click(canvas.getByRole('button', { name: 'Değiştir' }));
    await expect(await canvas.findByText('Şifreler eşleşmiyor.')).toBeVisible();
    await expect(canvas.getByText('En az 5 karakter girin.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    defaultValues: { oldPassword: 'eski123', password: 'yeni123', confirmPassword: 'yeni123' },
  },
};

export const ServerError: Story = {
  args: {
    error: 'Eski şifreniz hatalı.',
    defaultValues: { oldPassword: 'yanlis1', password: 'yeni123', confirmPassword: 'yeni123' },
  },
};
