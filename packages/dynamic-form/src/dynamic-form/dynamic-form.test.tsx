import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitButtonProps, TextInputProps } from '../field-parts/field-part-props';
import { type PaymentFieldDefinition, PaymentFieldType } from '../payment-field';
import { DynamicForm, type DynamicFormProps } from './dynamic-form';
import { translateInEnglish } from './messages';
import { bankTransferFields, cardFields, cryptoFields, fieldOfEachType } from './sample-fields';

function renderForm(props: Partial<DynamicFormProps> & Pick<DynamicFormProps, 'fields'>) {
  const onSubmit = vi.fn<DynamicFormProps['onSubmit']>();
  const user = userEvent.setup();
  render(
    <DynamicForm
      translate={translateInEnglish}
      methodId={7}
      onSubmit={onSubmit}
      submitLabel="Deposit"
      {...props}
    />,
  );
  return { user, onSubmit, submit: () => screen.getByRole('button', { name: 'Deposit' }) };
}

describe('DynamicForm fields', () => {
  it('renders one labelled control per field type', () => {
    renderForm({ fields: Object.values(fieldOfEachType) });
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('spinbutton', { name: 'Installments' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Papara account number' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Save this account for next time' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Transfer date and time')).toHaveAttribute(
      'type',
      'datetime-local',
    );
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('');
    expect(screen.getAllByText('₺')).toHaveLength(3);
  });

  it('marks every field but the checkbox as required', () => {
    renderForm({ fields: Object.values(fieldOfEachType) });
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-required');
  });

  it('renders a field with options as a dropdown whatever its type', async () => {
    const { user } = renderForm({ fields: cryptoFields });
    const network = screen.getByRole('combobox', { name: 'Network' });
    expect(screen.getByRole('option', { name: 'Select…' })).toBeDisabled();
    await user.selectOptions(network, 'ERC20');
    expect(network).toHaveValue('ERC20');
  });

  it('shows the first error once the player leaves an empty field, and links it', async () => {
    const { user } = renderForm({ fields: [fieldOfEachType.String] });
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    await user.type(input, 'REF-1');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });

  it('validates a dropdown and a date-time as required', async () => {
    const { user } = renderForm({ fields: [fieldOfEachType.Dropdown, fieldOfEachType.DateTime] });
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    await user.tab();
    await user.tab();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('translates messages and button names through translate, with params', async () => {
    const translate = vi.fn(
      (key: string, params: Readonly<Record<string, string>>) =>
        `tr:${key}:${params.label ?? ''}:${params.min ?? ''}`,
    );
    const { user } = renderForm({ fields: [fieldOfEachType.Int], translate });
    expect(
      screen.getByRole('button', { name: 'tr:action.increment:Installments:₺1' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('spinbutton'));
    await user.tab();
    expect(await screen.findByText('tr:validation.required:Installments:₺1')).toBeVisible();
  });
});

describe('DynamicForm masks', () => {
  const ibanInput = () => screen.getByRole('textbox', { name: 'IBAN' });

  it('uses the server mask as placeholder and fills it as the player types', async () => {
    const { user } = renderForm({ fields: bankTransferFields });
    expect(ibanInput()).toHaveAttribute('placeholder', 'TR99 9999 9999 9999 9999 9999 99');
    expect(ibanInput()).toHaveAttribute('inputmode', 'numeric');
    await user.type(ibanInput(), '330006100519786457841326');
    expect(ibanInput()).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await user.tab();
    expect(ibanInput()).not.toHaveAttribute('aria-invalid');
  });

  it('reports an unfilled mask with its format', async () => {
    const { user } = renderForm({ fields: bankTransferFields });
    await user.type(ibanInput(), '3300');
    await user.tab();
    expect(
      await screen.findByText('Enter it in the format TR99 9999 9999 9999 9999 9999 99.'),
    ).toBeVisible();
  });

  it('rejects an IBAN with a wrong check digit', async () => {
    const { user } = renderForm({ fields: bankTransferFields });
    await user.type(ibanInput(), '340006100519786457841326');
    await user.tab();
    expect(await screen.findByText('This IBAN is not valid. Check its digits.')).toBeVisible();
    expect(ibanInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a card number passing Luhn and rejects one failing it', async () => {
    const { user } = renderForm({ fields: cardFields });
    const cardNo = screen.getByRole('textbox', { name: 'Card number' });
    expect(cardNo).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(cardNo, '4111111111111112');
    expect(cardNo).toHaveValue('4111 1111 1111 1112');
    await user.tab();
    expect(
      await screen.findByText('This card number is not valid. Check its digits.'),
    ).toBeVisible();
    await user.clear(cardNo);
    await user.type(cardNo, '4111111111111111');
    await waitFor(() =>
      expect(
        screen.queryByText('This card number is not valid. Check its digits.'),
      ).not.toBeInTheDocument(),
    );
    expect(cardNo).toHaveValue('4111 1111 1111 1111');
  });
});

describe('DynamicForm submit', () => {
  it('keeps submit disabled until every field is valid', async () => {
    const { user, submit } = renderForm({ fields: bankTransferFields });
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), '330006100519786457841326');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), '2');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '1500,5');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.clear(screen.getByRole('textbox', { name: 'Account holder' }));
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it('sends { id, target: pay, detail } with numbers coerced and masks removed', async () => {
    const { user, submit, onSubmit } = renderForm({ fields: bankTransferFields });
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), ' Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), '330006100519786457841326');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '1500,5');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      id: 7,
      target: 'pay',
      detail: {
        FullName: ' Ayşe Yılmaz',
        Iban: 'TR330006100519786457841326',
        BankId: 2,
        Amount: 1500.5,
      },
    });
  });

  it('sends text dropdown ids as text, whole numbers, booleans and dates', async () => {
    const fields: PaymentFieldDefinition[] = [
      cryptoFields[0]!,
      fieldOfEachType.Long,
      fieldOfEachType.Bool,
      fieldOfEachType.DateTime,
    ];
    const { user, submit, onSubmit } = renderForm({ fields });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Network' }), 'TRC20');
    await user.type(screen.getByRole('spinbutton', { name: 'Papara account number' }), '1234567');
    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByLabelText('Transfer date and time'), '2026-01-02T10:30');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        id: 7,
        target: 'pay',
        detail: {
          Network: 'TRC20',
          AccountNo: 1234567,
          SaveAccount: true,
          TransferredAt: '2026-01-02T10:30',
        },
      }),
    );
  });

  it('registers server keys with dots or brackets as plain fields', async () => {
    const fields: PaymentFieldDefinition[] = [
      {
        key: 'bank.name',
        title: 'Bank name',
        mask: null,
        objectType: PaymentFieldType.String,
        option: null,
      },
      {
        key: 'refs[0]',
        title: 'First ref',
        mask: null,
        objectType: PaymentFieldType.String,
        option: null,
      },
    ];
    const { user, submit, onSubmit } = renderForm({ fields });
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Ziraat');
    await user.type(screen.getByRole('textbox', { name: 'First ref' }), 'A1');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        id: 7,
        target: 'pay',
        detail: { 'bank.name': 'Ziraat', 'refs[0]': 'A1' },
      }),
    );
  });

  it('shows the submit button busy while the request is sent, and after a failure too', async () => {
    let settle: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>(
          (resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('no')))),
        ),
    );
    const { user, submit } = renderForm({ fields: [fieldOfEachType.String], onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'REF-1');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    expect(submit()).toBeDisabled();
    settle(false);
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('REF-1');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    settle(true);
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
  });

  it('shows the submit button busy while loading', () => {
    const { submit } = renderForm({ fields: [], loading: true });
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toBeDisabled();
  });
});

/** A replacement text input that upper-cases what the player types. */
function FancyInput({ control, value, onChange, onBlur, model }: TextInputProps) {
  return (
    <input
      {...control}
      data-testid={`fancy-${model.key}`}
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      onBlur={onBlur}
    />
  );
}

/** A replacement submit button without a loading state. */
function FancySubmit({ children, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled} data-testid="fancy-submit">
      {children}
    </button>
  );
}

describe('DynamicForm components', () => {
  it('renders replaced parts in place of the defaults', async () => {
    const { user, onSubmit } = renderForm({
      fields: [fieldOfEachType.String],
      components: { TextInput: FancyInput, SubmitButton: FancySubmit },
    });
    await user.type(screen.getByTestId('fancy-Reference'), 'abc');
    await waitFor(() => expect(screen.getByTestId('fancy-submit')).toBeEnabled());
    await user.click(screen.getByTestId('fancy-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ id: 7, target: 'pay', detail: { Reference: 'ABC' } }),
    );
  });
});
