import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneVerificationFormRules } from '@zar/api-client/contract';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { PhoneVerificationPanel, type PhoneVerificationStatus } from './phone-verification-panel';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Account/PhoneVerificationPanel',
  component: PhoneVerificationPanel,
  args: {
    rules: phoneVerificationFormRules,
    phone: '905321234567',
    status: 'notVerified',
    onSendCode: fn(),
    onVerify: fn(),
    onUpdateNumber: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['notVerified', 'update', 'code', 'verified'] },
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof PhoneVerificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored number, read-only, with Send Code and Update Number. */
export const NotVerified: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Doğrulanmadı')).toBeVisible();
    await expect(canvas.getByLabelText('Telefon Numarası')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Numarayı Güncelle' }));
    await expect(args.onUpdateNumber).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
  },
};

/** Not Verified in English. */
export const NotVerifiedEnglish: Story = { globals: { locale: 'en' } };

/** Update: the number is editable and checked before the code is sent. */
export const Update: Story = {
  args: { status: 'update' },
  play: async ({ args, canvas, userEvent }) => {
    const phone = canvas.getByLabelText('Telefon Numarası');
    await userEvent.clear(phone);
    await userEvent.type(phone, '55512');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(await canvas.findByText('Geçerli bir değer girin.')).toBeVisible();
    await userEvent.type(phone, '34567');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '905551234567' });
  },
};

/** Update while the code is being sent. */
export const Sending: Story = { args: { status: 'update', sending: true } };

/** Update after a failed send. */
export const SendFailed: Story = {
  args: { status: 'update', error: 'SMS gönderilemedi. Lütfen daha sonra tekrar deneyin.' },
};

/** The code step right after sending: the resend countdown runs; Verify waits for 6 digits. */
export const CodeCountdownRunning: Story = {
  args: { status: 'code', resendSeconds: 60 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/sn sonra isteyebilirsiniz/);
    const verify = canvas.getByRole('button', { name: 'Onayla' });
    await expect(verify).toBeDisabled();
    const code = canvas.getByLabelText('SMS Kodu');
    await userEvent.type(code, '123456');
    await expect(code).toHaveValue('123-456');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledWith({ phone: '905321234567', code: '123456' });
  },
};

/** The code step once the countdown has ended: the resend button. */
export const CodeCountdownEnded: Story = {
  args: { status: 'code', resendSeconds: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Kod gelmedi mi? Tekrar göndermek için tıklayın.' }),
    );
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '905321234567' });
  },
};

/** The ended countdown in English. */
export const CodeCountdownEndedEnglish: Story = {
  args: { status: 'code', resendSeconds: 0 },
  globals: { locale: 'en' },
};

/** The code step while the code is being checked. */
export const Verifying: Story = { args: { status: 'code', verifying: true } };

/** The code step after a wrong code: the message shows and the code field is empty. */
export const CodeRejected: Story = {
  args: { status: 'code', error: 'Doğrulama kodu hatalı veya süresi dolmuş.' },
};

/** Verified: the badge and the number, nothing left to do. */
export const Verified: Story = { args: { status: 'verified' } };

/** Verified in English. */
export const VerifiedEnglish: Story = { args: { status: 'verified' }, globals: { locale: 'en' } };

/** The whole page flow as the site drives it, on a 375 px phone, with a 3 second countdown. */
export const FlowMobile: Story = {
  args: { resendSeconds: 3 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: function Flow(args) {
    const [status, setStatus] = useState<PhoneVerificationStatus>('notVerified');
    const [sendCount, setSendCount] = useState(0);
    return (
      <PhoneVerificationPanel
        {...args}
        status={status}
        sendCount={sendCount}
        onUpdateNumber={() => {
          args.onUpdateNumber();
          setStatus('update');
        }}
        onSendCode={(values) => {
          args.onSendCode(values);
          setSendCount((count) => count + 1);
          setStatus('code');
        }}
        onVerify={(values) => {
          args.onVerify(values);
          setStatus('verified');
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Numarayı Güncelle' }));
    const phone = canvas.getByLabelText('Telefon Numarası');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5551234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Kod Gönder' }));
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Kod gelmedi mi? Tekrar göndermek için tıklayın.' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('SMS Kodu'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Onayla' }));
    await expect(await canvas.findByText('Doğrulandı')).toBeVisible();
  },
};
