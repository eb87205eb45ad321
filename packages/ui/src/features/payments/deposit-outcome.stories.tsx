import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Dialog } from '../../primitives/dialog/dialog';
import { DepositOutcome } from './deposit-outcome';

const bankTransferInstructions =
  'Lütfen ₺500,00 tutarını Zar Sandbox Ödeme Hizmetleri adına kayıtlı TR33 0006 1005 1978 6457 8413 26 IBAN numarasına havale veya EFT ile gönderin ve açıklamaya ZAR-4821 yazın. Ödemeniz onaylandığında bakiyenize eklenecektir.';

const meta = {
  title: 'Payments/DepositOutcome',
  component: DepositOutcome,
  args: {
    mode: 'external',
    url: 'https://sandbox.example/pay/abc123',
    methodName: 'Papara',
  },
} satisfies Meta<typeof DepositOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const External: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: /Papara ile devam et/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Message: Story = {
  args: {
    mode: 'message',
    url: undefined,
    methodName: 'Havale / EFT',
    message: bankTransferInstructions,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Talebiniz alındı');
  },
};

/** The card payment page reported the deposit paid (hub push): the dialog says it is done. */
export const Completed: Story = {
  args: { mode: 'message', url: undefined, methodName: 'Kredi / Banka Kartı', status: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ödemeniz alındı');
  },
};

/** The player cancelled on the payment page. */
export const Cancelled: Story = {
  args: { mode: 'message', url: undefined, methodName: 'Kredi / Banka Kartı', status: 'cancelled' },
};

export const MessageWithoutText: Story = {
  args: { mode: 'message', url: undefined, methodName: 'Havale / EFT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Para yatırma talebiniz alındı;');
  },
};

export const ExternalEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Click the button below to continue the process!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Continue with Papara/ })).toBeVisible();
  },
};

export const MessageEnglish: Story = {
  args: {
    mode: 'message',
    url: undefined,
    methodName: 'Bank transfer / EFT',
    message:
      'Please send ₺500.00 by bank transfer or EFT to IBAN TR33 0006 1005 1978 6457 8413 26 (Zar Sandbox Payment Services) and write ZAR-4821 in the description.',
  },
  globals: { locale: 'en' },
};

/** As the site shows it: in the deposit dialog titled with the method. */
export const InDialog: Story = {
  render: (args) => (
    <Dialog open onOpenChange={fn()} title="Para Yatır: Papara" closeLabel="Kapat">
      <DepositOutcome {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Para Yatır: Papara' });
    await expect(dialog).toBeVisible();
  },
};
