import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BankTransferDetails } from './bank-transfer-details';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Payments/BankTransferDetails',
  component: BankTransferDetails,
  parameters: { viewport: { options: viewports } },
  args: {
    payee: {
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      accountName: 'Zar Sandbox Ödeme Hizmetleri',
      reference: 'ZAR-100001',
    },
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof BankTransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account to send to, before the form asks what was sent. */
export const Default: Story = {};

/**
 * The copy's answer stays for the pictures: taken one after another on a busy machine, they can
 * be more than the usual 2.5 s apart.
 */
const heldMessage = { messageMs: 10 * 60_000 };

/** After a copy: 'Kopyalandı' beside the button. */
export const Copied: Story = {
  args: heldMessage,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'IBAN kopyala' }));
    await expect(args.copyText).toHaveBeenCalledWith('TR33 0006 1005 1978 6457 8413 26');
    await expect(canvas.getByText('Kopyalandı')).toBeVisible();
  },
};

/** The browser refused the clipboard. */
export const CopyRefused: Story = {
  args: { ...heldMessage, copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'IBAN kopyala' }));
    await expect(canvas.getByText('Kopyalanamadı; elle seçip kopyalayın.')).toBeVisible();
  },
};

/** On a phone the long IBAN wraps and the button stays in view. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
