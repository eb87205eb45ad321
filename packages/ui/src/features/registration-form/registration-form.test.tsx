import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationFormRules, toRegisterRequest } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { RegistrationForm } from './registration-form';

const countries = [
  { id: 80, name: 'Almanya' },
  { id: 235, name: 'Türkiye' },
];

async function fillValidForm({ phone = '5321234567', year = '1990' } = {}) {
  await userEvent.type(screen.getByLabelText('Name'), 'Ayşe Gül');
  await userEvent.type(screen.getByLabelText('Surname'), 'Yılmaz');
  await userEvent.type(screen.getByLabelText('Username'), 'ayse1990');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ayse@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.type(screen.getByLabelText('TC No'), '10000000146');
  await userEvent.type(screen.getByLabelText('Password'), 'gizli123');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'gizli123');
  await userEvent.clear(screen.getByLabelText('Day'));
  await userEvent.type(screen.getByLabelText('Day'), '09');
  await userEvent.clear(screen.getByLabelText('Month'));
  await userEvent.type(screen.getByLabelText('Month'), '04');
  await userEvent.clear(screen.getByLabelText('Year'));
  await userEvent.type(screen.getByLabelText('Year'), year);
  await userEvent.click(screen.getByRole('checkbox', { name: /terms of use/ }));
}

describe('RegistrationForm', () => {
  it('labels every field in Turkish, preselects Türkiye and has no accessibility violations', async () => {
    const { container } = renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={vi.fn()}
        countries={countries}
        trialBonusAmount={250}
      />,
    );
    for (const label of ['Ad', 'Soyad', 'Kullanıcı Adı', 'E-posta', 'Telefon', 'TC No', 'Şifre']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Ülke' })).toHaveDisplayValue('Türkiye');
    expect(screen.getByRole('group', { name: 'Doğum Tarihi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Gün')).toHaveValue('01');
    expect(screen.getByLabelText('Yıl')).toHaveValue('1970');
    expect(screen.getByRole('checkbox', { name: /₺250,00 deneme bonusu/ })).not.toBeChecked();
    expect(screen.getByText('Zaten üye misiniz?')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never submits while invalid and shows the first error of each field', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm rules={registrationFormRules} onSubmit={onSubmit} countries={countries} />,
      {
        locale: 'en',
      },
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ayşe  Gül');
    await userEvent.type(screen.getByLabelText('Username'), 'ayşe_1');
    await userEvent.type(screen.getByLabelText('TC No'), '12345678901');
    await userEvent.type(screen.getByLabelText('Password'), 'gizli123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'gizli124');
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '31');
    await userEvent.clear(screen.getByLabelText('Month'));
    await userEvent.type(screen.getByLabelText('Month'), '02');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      await screen.findByText('Use letters only, with single spaces between words.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use letters and digits only.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid TC number.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the passwords match and the birth date is a real day', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm rules={registrationFormRules} onSubmit={onSubmit} countries={countries} />,
      {
        locale: 'en',
      },
    );
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '4');
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '31');
    await userEvent.clear(screen.getByLabelText('Month'));
    await userEvent.type(screen.getByLabelText('Month'), '02');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Enter a valid date.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values that the contract turns into the register request', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={onSubmit}
        countries={countries}
        trialBonusAmount={250}
      />,
      { locale: 'en' },
    );
    await fillValidForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Almanya');
    await userEvent.click(screen.getByRole('checkbox', { name: /trial bonus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values).toEqual({
      name: 'Ayşe Gül',
      surname: 'Yılmaz',
      username: 'ayse1990',
      email: 'ayse@example.com',
      phone: '905321234567',
      country: 80,
      PersonalNo: '10000000146',
      password: 'gizli123',
      password2: 'gizli123',
      birthDateDay: '09',
      birthDateMonth: '04',
      birthDateYear: '1990',
      trialBonus: true,
      termsAccepted: true,
    });
    expect(toRegisterRequest(values)).toMatchObject({
      birthDate: '1990-04-09',
      trialBonus: 1,
      termsAccepted: true,
    });
  });

  it('without a trial bonus on offer has no bonus choice and sends trialBonus false', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm rules={registrationFormRules} onSubmit={onSubmit} countries={countries} />,
      {
        locale: 'en',
      },
    );
    expect(screen.queryByRole('checkbox', { name: /trial bonus/ })).not.toBeInTheDocument();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ trialBonus: false, country: 235 }),
    );
  });

  it.each(['+90 589 804 30 82', '0589 804 30 82', '589 804 30 82'])(
    'takes the phone typed as %s and sends 905898043082',
    async (phone) => {
      const onSubmit = vi.fn();
      renderWithI18n(
        <RegistrationForm
          rules={registrationFormRules}
          onSubmit={onSubmit}
          countries={countries}
        />,
        {
          locale: 'en',
        },
      );
      await fillValidForm({ phone });
      expect(screen.getByLabelText('Phone')).toHaveValue('90 589 804 30 82');
      await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '905898043082' }));
    },
  );

  it('says a different, shorter confirmation does not match', async () => {
    renderWithI18n(
      <RegistrationForm rules={registrationFormRules} onSubmit={vi.fn()} countries={countries} />,
      {
        locale: 'en',
      },
    );
    await userEvent.type(screen.getByLabelText('Password'), 'gizli123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'gizli');
    await userEvent.tab();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
  });

  it('requires the terms and 18+ consent, linked to the terms page in a new tab', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={onSubmit}
        countries={countries}
        termsHref="/pages/7"
      />,
      { locale: 'tr' },
    );
    const link = screen.getByRole('link', { name: /Kullanım koşullarını/ });
    expect(link).toHaveAttribute('href', '/pages/7');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(
      screen.getByRole('checkbox', { name: /Kullanım koşullarını/ }),
    ).toHaveAccessibleDescription(
      'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylayın.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to confirm the untouched 01.01.1970 birth date, and sends it once confirmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm rules={registrationFormRules} onSubmit={onSubmit} countries={countries} />,
      {
        locale: 'en',
      },
    );
    await fillValidForm({ year: '1970' });
    for (const [label, value] of [
      ['Day', '01'],
      ['Month', '01'],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Is your date of birth 01.01.1970?')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const yes = screen.getByRole('button', { name: 'Yes, that’s right' });
    expect(yes).toHaveFocus();
    await userEvent.click(yes);
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          birthDateDay: '01',
          birthDateMonth: '01',
          birthDateYear: '1970',
        }),
      ),
    );
  });

  it('refuses a birth date under the minimum age next to it', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={onSubmit}
        countries={countries}
        minimumAge={21}
      />,
      {
        locale: 'en',
      },
    );
    await fillValidForm({ year: String(new Date().getUTCFullYear() - 20) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription(
      'You must be at least 21 years old to sign up.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a field next to that field', () => {
    renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={vi.fn()}
        countries={countries}
        fieldError={{ field: 'username', message: 'This username is already taken.' }}
      />,
      { locale: 'en' },
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'This username is already taken.',
    );
  });

  it('opens the login form from its footer and shows the busy button while loading', async () => {
    const onLoginClick = vi.fn();
    renderWithI18n(
      <RegistrationForm
        rules={registrationFormRules}
        onSubmit={vi.fn()}
        countries={countries}
        onLoginClick={onLoginClick}
        loading
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In Now!' }));
    expect(onLoginClick).toHaveBeenCalledTimes(1);
  });
});
