import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneVerificationFormRules } from '@zar/api-client/contract';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Dialog } from '../../primitives/dialog/dialog';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { PhoneVerificationForm, type PhoneVerificationStep } from './phone-verification-form';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/PhoneVerificationForm',
  component: PhoneVerificationForm,
  args: {
    rules: phoneVerificationFormRules,
    step: 1,
    variant: 'dashboard',
    onSendCode: fn(),
    onValidate: fn(),
    onChangePhone: fn(),
    onSkip: fn(),
    onClose: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: [1, 2, 'success'] },
    variant: { control: 'inline-radio', options: ['signup', 'dashboard'] },
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof PhoneVerificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 from the dashboard: an empty number, masked as 90 + 10 digits. */
export const PhoneStep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const phone = canvas.getByLabelText('Telefon Numaranızı Girin');
    await userEvent.type(phone, '5551234567');
    await expect(phone).toHaveValue('90 555 123 45 67');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '905551234567' });
  },
};

/** Step 1 with a missing and then a half-typed number: the first error shows under the field. */
export const PhoneStepInvalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByText('Bu alan zorunludur.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Telefon Numaranızı Girin'), '55512');
    await userEvent.tab();
    await expect(await canvas.findByText('Geçerli bir değer girin.')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Step 1 while the code is being sent. */
export const PhoneStepLoading: Story = { args: { phone: '905321234567', loading: true } };

/** Step 1 after a failed send: the server's message stays on the step. */
export const PhoneStepError: Story = {
  args: { phone: '905321234567', error: 'Bu telefon numarası başka bir hesapta kayıtlı.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Bu telefon numarası başka bir hesapta kayıtlı.',
    );
  },
};

/** Right after sign-up: the registered number, locked, 'Kod Gönder' and 'Skip Verification'. */
export const SignupPrefilledLocked: Story = {
  args: { variant: 'signup', phone: '905321234567', phoneLocked: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Telefon Numaranızı Girin')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrulamayı Atla' }));
    await expect(args.onSkip).toHaveBeenCalled();
  },
};

/** The sign-up step 1 in English. */
export const SignupEnglish: Story = {
  args: { variant: 'signup', phone: '905321234567', phoneLocked: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skip Verification' })).toBeVisible();
  },
};

/** Step 2: the SMS code, masked as 12-34-56. */
export const CodeStep: Story = {
  args: { step: 2, phone: '905321234567' },
  play: async ({ args, canvas, userEvent }) => {
    const code = canvas.getByLabelText('SMS Kodunu Girin');
    await userEvent.type(code, '123456');
    await expect(code).toHaveValue('12-34-56');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(args.onValidate).toHaveBeenCalledWith({ code: '123456' });
    await userEvent.click(canvas.getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
    await expect(args.onChangePhone).toHaveBeenCalled();
  },
};

/** Step 2 in English, in the sign-up variant. */
export const CodeStepSignupEnglish: Story = {
  args: { step: 2, variant: 'signup', phone: '905321234567', phoneLocked: true },
  globals: { locale: 'en' },
};

/** Step 2 while the code is being checked. */
export const CodeStepLoading: Story = { args: { step: 2, phone: '905321234567', loading: true } };

/** Step 2 after a wrong code: the message shows and the code field is empty again. */
export const CodeRejected: Story = {
  args: { step: 2, phone: '905321234567', error: 'Doğrulama kodu hatalı veya süresi dolmuş.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('SMS Kodunu Girin')).toHaveAccessibleDescription(
      'Doğrulama kodu hatalı veya süresi dolmuş.',
    );
    await expect(canvas.getByLabelText('SMS Kodunu Girin')).toHaveValue('');
  },
};

/** Step 2 with its resend countdown (a resend link once it runs out). */
export const CodeStepResendCountdown: Story = {
  args: { step: 2, variant: 'signup', phone: '905321234567', codeSentAt: 1, onResendCode: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/sn sonra isteyebilirsiniz/);
  },
};

/** The success screen. */
export const Success: Story = {
  args: { step: 'success' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Telefon numaranız başarıyla doğrulandı!',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The success screen in English. */
export const SuccessEnglish: Story = { args: { step: 'success' }, globals: { locale: 'en' } };

/** The whole sign-up flow as the site drives it, on a 375 px phone: every call succeeds. */
export const SignupFlowMobile: Story = {
  args: { variant: 'signup', phone: '905321234567', phoneLocked: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: function SignupFlow(args) {
    const [step, setStep] = useState<PhoneVerificationStep>(1);
    return (
      <PhoneVerificationForm
        {...args}
        step={step}
        onSendCode={(values) => {
          args.onSendCode(values);
          setStep(2);
        }}
        onValidate={(values) => {
          args.onValidate(values);
          setStep('success');
        }}
        onChangePhone={() => {
          args.onChangePhone();
          setStep(1);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Telefon Numarasını Değiştir' }),
    );
    const phone = await canvas.findByLabelText('Telefon Numaranızı Girin');
    await expect(phone).not.toHaveAttribute('readonly');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5551234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByText(/90 555 123 45 67/)).toBeVisible();
    const code = canvas.getByLabelText('SMS Kodunu Girin');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Doğrula' }));
    await expect(await canvas.findByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
  },
};

/** Step 2 inside the site's 699 px high 'Phone Validation' dialog (full screen below 64em). */
export const InAuthDialog: Story = {
  args: { step: 2, variant: 'signup', phone: '905321234567', showTitle: false },
  parameters: { layout: 'fullscreen' },
  render: function InDialog(args) {
    const { t } = useUiTranslation();
    return (
      <Dialog
        open
        onOpenChange={fn()}
        title={t('auth.sms')}
        closeLabel={t('common.close')}
        size="auth"
      >
        <PhoneVerificationForm {...args} />
      </Dialog>
    );
  },
};
