import type { Meta, StoryObj } from '@storybook/react-vite';
import { registrationFormRules } from '@zar/api-client/contract';
import { expect, fn, waitFor } from 'storybook/test';
import { registrationChallenge } from '../proof-of-work/story-challenges';
import { RegistrationForm } from './registration-form';

const meta = {
  title: 'Account/RegistrationForm',
  component: RegistrationForm,
  args: {
    rules: registrationFormRules,
    onSubmit: fn(),
    onLoginClick: fn(),
    countries: [
      { id: 80, name: 'Almanya' },
      { id: 112, name: 'Kıbrıs' },
      { id: 235, name: 'Türkiye' },
    ],
    trialBonusAmount: 250,
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithoutTrialBonus: Story = {
  args: { trialBonusAmount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: /deneme bonusu/ })).not.toBeInTheDocument();
  },
};

const filledValues = {
  name: 'Ayşe Gül',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  PersonalNo: '10000000146',
  password: 'gizli123',
  password2: 'gizli123',
  birthDateDay: '09',
  birthDateMonth: '04',
  birthDateYear: '1990',
  termsAccepted: true,
};

export const FilledWithTrialBonus: Story = {
  args: { defaultValues: filledValues },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /deneme bonusu/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Üye Ol' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filledValues,
      country: 235,
      trialBonus: true,
    });
  },
};

export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Ad'), 'Ayşe  Gül');
    await userEvent.type(canvas.getByLabelText('TC No'), '12345678901');
    await userEvent.type(canvas.getByLabelText('Şifre'), 'gizli123');
    await userEvent.type(canvas.getByLabelText('Şifre (Tekrar)'), 'gizli124');
    await userEvent.click(canvas.getByRole('button', { name: 'Üye Ol' }));
    await expect(
      await canvas.findByText('Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.'),
    ).toBeVisible();
    await expect(canvas.getByText('Geçerli bir TC kimlik numarası girin.')).toBeVisible();
    await expect(canvas.getByText('Şifreler eşleşmiyor.')).toBeVisible();
    await expect(canvas.getByLabelText('Kullanıcı Adı')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent without the terms and 18+ consent: the checkbox says why, and links to the terms page. */
export const ConsentMissing: Story = {
  args: { defaultValues: { ...filledValues, termsAccepted: false }, termsHref: '/pages/7' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Üye Ol' }));
    await expect(
      await canvas.findByText(
        'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylayın.',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The untouched 01.01.1970 birth date is asked about before the form is sent. */
export const BirthDateQuestion: Story = {
  args: {
    defaultValues: {
      ...filledValues,
      birthDateDay: '01',
      birthDateMonth: '01',
      birthDateYear: '1970',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Üye Ol' }));
    await expect(await canvas.findByText('Doğum tarihiniz 01.01.1970 mi?')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A birth date under the age limit, refused next to the date. */
export const TooYoung: Story = {
  args: { defaultValues: { ...filledValues, birthDateYear: '2015' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Üye Ol' }));
    await expect(
      await canvas.findByText('Üye olabilmek için en az 18 yaşında olmalısınız.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused one field (here a taken username): said next to that field. */
export const ServerRefusedField: Story = {
  args: {
    defaultValues: filledValues,
    fieldError: { field: 'username', message: 'Bu kullanıcı adı zaten kullanılıyor.' },
  },
};

/** The messages in English. */
export const EnglishBirthDateQuestion: Story = {
  args: BirthDateQuestion.args,
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Is your date of birth 01.01.1970?')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, defaultValues: filledValues } };

/**
 * Past the sign-ups of the address or the device the API answered with a challenge: the check
 * solves itself and the form signs up again with its solution.
 */
export const ChallengeAsked: Story = {
  args: {
    defaultValues: filledValues,
    trialBonusAmount: 0,
    challenge: {
      challenge: registrationChallenge,
      message:
        'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
    },
  },
  play: async ({ args }) => {
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...filledValues,
          country: 235,
          trialBonus: false,
          altcha: expect.any(String),
        }),
      { timeout: 15_000 },
    );
  },
};
