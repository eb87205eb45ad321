import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DynamicForm } from './dynamic-form';
import { translateInEnglish } from './messages';
import { amountField, bankTransferFields, cardFields, cryptoFields } from './sample-fields';

/** Pretends to send the request, so the submit button shows loading for a moment. */
function sendAfterAMoment(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1200));
}

// Annotated rather than `satisfies`: this package does not depend on `storybook`, so the
// inferred type could not be named.
const meta: Meta<typeof DynamicForm> = {
  title: 'Payments/DynamicForm',
  component: DynamicForm,
  args: {
    methodId: 1,
    fields: bankTransferFields,
    submitLabel: 'Deposit',
    onSubmit: sendAfterAMoment,
    // The sample fields are titled in English; the form's own texts follow (default: `locale`'s).
    translate: translateInEnglish,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank transfer (EFT): holder, IBAN with its mask and paste button, bank dropdown, amount. */
export const BankTransfer: Story = {};

/** A card method: the CardNo field is masked, checked by Luhn and offers paste. */
export const Card: Story = {
  args: { methodId: 2, fields: cardFields },
};

/** Crypto: the network has options, so it is a dropdown although its type is String. */
export const CryptoDropdown: Story = {
  args: { methodId: 3, fields: cryptoFields, submitLabel: 'Withdraw' },
};

/** A Decimal amount between ₺50 and ₺50.000, clamped when the player leaves it. */
export const DecimalWithMinMax: Story = {
  args: { methodId: 4, fields: [amountField] },
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(amount, '75000');
    await userEvent.tab();
  },
};

/** Errors show once the player leaves a field: a required name, a wrong IBAN check digit. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Account holder' }));
    await userEvent.tab();
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), '340006100519786457841326');
    await userEvent.tab();
    await canvas.findByText('This IBAN is not valid. Check its digits.');
  },
};

/** A filled form while the request is being sent: the submit button is busy. */
export const Sending: Story = {
  args: { onSubmit: () => new Promise<void>(() => {}) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account holder' }), 'Ayşe Yılmaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), '330006100519786457841326');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bank' }), '2');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Amount' }), '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
  },
};

/** The caller is busy (e.g. its request is running): the submit button shows loading. */
export const Loading: Story = {
  args: { loading: true },
};
