import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FormField } from './form-field';
import { MaskedFormField, turkishPhoneMask } from './masked-form-field';
import { SelectField } from './select-field';

const meta = {
  title: 'Account/FormField',
  component: FormField,
  args: { label: 'Kullanıcı Adı', name: 'username', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Kullanıcı Adı'), 'ayse');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalled();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { label: 'E-posta', type: 'email', hint: 'Size yalnızca hesap e-postaları göndeririz.' },
};

export const WithError: Story = {
  args: { defaultValue: 'a', error: 'En az 5 karakter girin.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kullanıcı Adı');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('En az 5 karakter girin.');
  },
};

export const Password: Story = {
  args: { label: 'Şifre', type: 'password', defaultValue: 'gizli123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Şifre');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi göster' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi gizle' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

function PhoneField() {
  const [value, setValue] = useState('');
  return (
    <MaskedFormField
      label="Telefon"
      name="phone"
      mask={turkishPhoneMask}
      placeholder="90 5__ ___ __ __"
      value={value}
      onValueChange={setValue}
      hint={value ? `Gönderilen değer: ${value}` : undefined}
    />
  );
}

export const MaskedPhone: Story = {
  render: () => <PhoneField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Telefon');
    await userEvent.type(input, '5321234567');
    await expect(input).toHaveValue('90 532 123 45 67');
    await expect(canvas.getByText('Gönderilen değer: 905321234567')).toBeVisible();
  },
};

export const CountryDropdown: Story = {
  render: () => (
    <SelectField
      label="Ülke"
      defaultValue={235}
      options={[
        { value: 80, label: 'Almanya' },
        { value: 235, label: 'Türkiye' },
      ]}
    />
  ),
};
