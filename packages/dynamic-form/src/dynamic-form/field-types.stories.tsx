import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DynamicForm } from './dynamic-form';
import { cardFields, fieldOfEachType, ibanMask } from './sample-fields';

// Annotated rather than `satisfies`: this package does not depend on `storybook`, so the
// inferred type could not be named.
const meta: Meta<typeof DynamicForm> = {
  title: 'Payments/DynamicForm/Field types',
  component: DynamicForm,
  args: {
    methodId: 1,
    fields: [fieldOfEachType.String],
    submitLabel: 'Continue',
    onSubmit: () => undefined,
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

/** Type 1, String without a mask: a free text input. */
export const StringText: Story = {};

/** Type 1, String with a server mask: IMask formats it; the mask is the placeholder. */
export const StringMasked: Story = {
  args: {
    fields: [{ key: 'Iban', title: 'IBAN', mask: ibanMask, objectType: 1, option: null }],
  },
};

/** A CardNo field: masked, Luhn-checked, with a paste button. */
export const StringCardNumber: Story = {
  args: { fields: [cardFields[0]!] },
};

/** Type 2, Int: whole numbers in lira between 1 and 12, with spin buttons. */
export const Int: Story = {
  args: { fields: [fieldOfEachType.Int] },
};

/** Type 3, Long: a whole number without bounds. */
export const Long: Story = {
  args: { fields: [fieldOfEachType.Long] },
};

/** Type 4, Decimal: an amount with two decimals, ₺50 to ₺50.000. */
export const Decimal: Story = {
  args: { fields: [fieldOfEachType.Decimal] },
};

/** Type 5, Bool: a checkbox; unticked is an answer too. */
export const Bool: Story = {
  args: { fields: [fieldOfEachType.Bool] },
};

/** Type 6, DateTime: the browser's date and time picker. */
export const DateTime: Story = {
  args: { fields: [fieldOfEachType.DateTime] },
};

/** Type 7, Dropdown: the server's options. */
export const Dropdown: Story = {
  args: { fields: [fieldOfEachType.Dropdown] },
};
