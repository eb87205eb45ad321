import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { FormField } from '../form-field/form-field';
import { PaymentFormShell } from './payment-form-shell';
import { sampleDepositMethods } from './payment-method-fixtures';

const [papara, , , crypto] = sampleDepositMethods;

const meta = {
  title: 'Payments/PaymentFormShell',
  component: PaymentFormShell,
  // As wide as the payment dialog's content.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    method: papara!,
    children: (
      <form className="zar-account-form">
        <FormField label="Tutar" inputMode="decimal" />
        <Button type="submit" fullWidth>
          Yatır
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof PaymentFormShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLimits: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.zar-payment-limits')).toHaveTextContent(
      'Min ₺50,00 – Maks ₺50.000,00',
    );
  },
};

export const WithoutLimits: Story = { args: { method: crypto! } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.zar-payment-limits')).toHaveTextContent(
      'Min ₺50.00 – Max ₺50,000.00',
    );
  },
};
