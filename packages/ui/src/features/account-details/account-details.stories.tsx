import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CanvasLink } from '../../primitives/link/canvas-link';
import { AccountDetails, AccountDetailsLoading } from './account-details';

const meta = {
  title: 'Account/AccountDetails',
  component: AccountDetails,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    account: {
      username: 'ahmet.yilmaz',
      usercode: '104582',
      name: 'Ahmet',
      surname: 'Yılmaz',
      email: 'ahmet.yilmaz@example.com',
      phone: '905551234567',
      smsVerified: true,
      country: { name: 'Türkiye' },
      birthDate: '1990-03-07',
      personalNo: '123******46',
      createdAt: '2026-11-22T09:15:00.000Z',
    },
    phoneVerificationHref: '/dashboard/phone-verification',
    linkComponent: CanvasLink,
    timeZone: 'Europe/Istanbul',
  },
} satisfies Meta<typeof AccountDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+90 555 123 45 67')).toBeVisible();
    await expect(canvas.getByText('Doğrulandı')).toBeVisible();
    await expect(canvas.getByText('22.11.2026')).toBeVisible();
  },
};

export const Unverified: Story = {
  args: { account: { ...meta.args.account, smsVerified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Doğrulanmadı')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Telefonu doğrula' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Loading: Story = {
  render: () => <AccountDetailsLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hesap bilgileri yükleniyor...');
  },
};
