import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { registrationChallenge } from '../proof-of-work/story-challenges';
import { RegistrationForm } from './registration-form';

const meta = {
  title: 'Account/RegistrationForm',
  component: RegistrationForm,
  args: {
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
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
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
