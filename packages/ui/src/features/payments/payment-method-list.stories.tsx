import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleDepositMethods, sampleWithdrawMethods } from './payment-method-fixtures';
import { PaymentMethodList } from './payment-method-list';

const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
};

const meta = {
  title: 'Payments/PaymentMethodList',
  component: PaymentMethodList,
  parameters: { viewport: { options: viewports } },
  args: {
    methods: sampleDepositMethods,
    direction: 'deposit',
    onSelect: fn(),
  },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositMethods: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Para yatırma yöntemleri' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Papara/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleDepositMethods[0]);
  },
};

export const WithdrawMethods: Story = {
  args: { methods: sampleWithdrawMethods, direction: 'withdraw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Para çekme yöntemleri' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Banka Havalesi/ })).toHaveTextContent(
      'Min ₺250,00 – Maks ₺250.000,00',
    );
  },
};

export const LoadingDeposit: Story = {
  args: { methods: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ödeme yöntemleri yükleniyor...');
  },
};

export const LoadingWithdraw: Story = {
  args: { methods: [], direction: 'withdraw', loading: true },
};

export const EmptyDeposit: Story = {
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Şu anda kullanılabilecek bir para yatırma yöntemi yok.'),
    ).toBeVisible();
  },
};

export const EmptyWithdraw: Story = {
  args: { methods: [], direction: 'withdraw' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Şu anda kullanılabilecek bir para çekme yöntemi yok.'),
    ).toBeVisible();
  },
};

export const EnglishDeposit: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Papara/ })).toHaveTextContent(
      'Min ₺50.00 – Max ₺50,000.00',
    );
  },
};

export const EnglishWithdraw: Story = {
  args: { methods: sampleWithdrawMethods, direction: 'withdraw' },
  globals: { locale: 'en' },
};

/** Two columns on a 375 px phone: the grid counts columns from its own width (343 px here). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second, third] = canvas
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect().top);
    await expect(second).toBe(first);
    await expect(third).toBeGreaterThan(first ?? 0);
  },
};
