import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginRules } from '@zar/api-client/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { FormField } from './form-field';
import { MaskedFormField, turkishPhoneMask } from './masked-form-field';
import { useRulesResolver } from './rules-resolver';
import { SelectField } from './select-field';

function LoginRulesForm({ onValid }: { onValid: (values: unknown) => void }) {
  const resolver = useRulesResolver(loginRules);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, mode: 'onBlur', defaultValues: { username: '', password: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormField label="Kullanıcı Adı" error={errors.username?.message} {...register('username')} />
      <FormField
        label="Şifre"
        type="password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit">Gönder</button>
    </form>
  );
}

describe('FormField', () => {
  it('links its label, and its error through aria-invalid and aria-describedby', async () => {
    const { container } = renderWithI18n(
      <div>
        <FormField label="Kullanıcı Adı" error="Bu alan zorunludur." />
        <FormField label="E-posta" hint="Size yalnızca hesap e-postaları göndeririz." />
      </div>,
    );
    const input = screen.getByLabelText('Kullanıcı Adı');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bu alan zorunludur.');
    const email = screen.getByLabelText('E-posta');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('Size yalnızca hesap e-postaları göndeririz.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows and hides a password with a labelled toggle', async () => {
    renderWithI18n(<FormField label="Şifre" type="password" defaultValue="gizli1" />);
    const input = screen.getByLabelText('Şifre');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the translated first error on blur, and every error on submit without submitting', async () => {
    const onValid = vi.fn();
    renderWithI18n(<LoginRulesForm onValid={onValid} />, { locale: 'en' });
    await userEvent.click(screen.getByLabelText('Kullanıcı Adı'));
    await userEvent.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(screen.getByLabelText('Şifre'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveFocus();
  });
});

function PhoneField({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedFormField
      label="Telefon"
      name="phone"
      mask={turkishPhoneMask}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MaskedFormField', () => {
  it('formats as the player types and reports the value without the mask characters', async () => {
    const onValue = vi.fn();
    const { container } = renderWithI18n(<PhoneField onValue={onValue} />);
    const input = screen.getByLabelText('Telefon');
    await userEvent.type(input, '5321234567');
    expect(input).toHaveValue('90 532 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith('905321234567');
    await userEvent.type(input, '99');
    expect(input).toHaveValue('90 532 123 45 67');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('SelectField', () => {
  it('is a labelled dropdown of its options', async () => {
    const { container } = renderWithI18n(
      <SelectField
        label="Ülke"
        defaultValue={235}
        options={[
          { value: 1, label: 'Almanya' },
          { value: 235, label: 'Türkiye' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Ülke' });
    expect(select).toHaveDisplayValue('Türkiye');
    await userEvent.selectOptions(select, 'Almanya');
    expect(select).toHaveValue('1');
    expect(await axeViolations(container)).toEqual([]);
  });
});
