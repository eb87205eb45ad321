import type { PaymentFieldValue } from './payment-field';

/** A control's value as text: '' for empty, numbers and booleans as written. */
export function textOf(value: PaymentFieldValue): string {
  return value == null ? '' : String(value);
}

/** A checkbox's value: true for true, 'true', 'on' and '1'. */
export function booleanOf(value: PaymentFieldValue): boolean {
  if (typeof value === 'boolean') return value;
  return ['true', 'on', '1'].includes(textOf(value).trim().toLowerCase());
}
