import type { Meta, StoryObj } from '@storybook/react-vite';
import { recoveryFormRules } from '@zar/api-client/contract';
import { expect, fn } from 'storybook/test';
import { recoveryChallenge } from '../proof-of-work/story-challenges';
import { RecoveryForm } from './recovery-form';

const meta = {
  title: 'Account/RecoveryForm',
  component: RecoveryForm,
  args: {
    rules: recoveryFormRules,
    step: 1,
    onSubmitUsername: fn(),
    onSubmitCode: fn(),
    onSubmitPassword: fn(),
    onRegisterClick: fn(),
  },
  argTypes: { step: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof RecoveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Username: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devam' }));
    await expect(await canvas.findByText('Bu alan zorunludur.')).toBeVisible();
    await expect(args.onSubmitUsername).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Kullanıcı Adı'), 'ayse1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Devam' }));
    await expect(args.onSubmitUsername).toHaveBeenCalledWith({ username: 'ayse1990' });
  },
};

export const UsernameLoading: Story = { args: { loading: true } };

export const Code: Story = {
  args: { step: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Sıfırlama Kodu'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByText('En az 3 karakter girin.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Sıfırlama Kodu'), '3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ code: '123456' });
  },
};

/** Step 2 with Back and the resend countdown. */
export const CodeWithBackAndResend: Story = {
  args: { step: 2, onBack: fn(), onResend: fn(), codeSentAt: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/sn sonra isteyebilirsiniz/);
    await userEvent.click(canvas.getByRole('button', { name: 'Geri' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Step 2 right after Resend: it says a new code was sent. */
export const CodeResent: Story = {
  args: { step: 2, onBack: fn(), onResend: fn(), codeSentAt: 2, codeResent: true },
};

export const CodeRejected: Story = {
  args: { step: 2, error: 'Sıfırlama kodu hatalı veya süresi dolmuş.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sıfırlama kodu hatalı veya süresi dolmuş.',
    );
    await expect(canvas.getByLabelText('Sıfırlama Kodu')).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: { step: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Yeni Şifre'), 'yeni123');
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), 'yeni12');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await expect(await canvas.findByText('Şifreler eşleşmiyor.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Yeni Şifre (Tekrar)'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Değiştir' }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({
      password: 'yeni123',
      password2: 'yeni123',
    });
  },
};

export const Success: Story = {
  args: { step: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    );
  },
};

/**
 * Past the attempt limits a recovery step was answered with a challenge: the step shows the check
 * and, once the player sends it, goes on with the solution.
 */
export const ChallengeAsked: Story = {
  args: {
    rules: recoveryFormRules,
    step: 2,
    challenge: {
      challenge: recoveryChallenge,
      message:
        'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('Doğrulandı', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Sıfırlama Kodu'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith({
      code: '123456',
      altcha: expect.any(String),
    });
  },
};
