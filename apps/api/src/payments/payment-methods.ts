import type { PaymentDirection, PaymentField } from '@zar/api-client/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import type { Locale, LocalisedText } from '../http';
import type { PaymentMethodFieldTable, PaymentMethodTable } from './payment-tables';

/** One field of a payment method's form, in both languages. */
export interface PaymentFieldDefinition {
  key: string;
  title: LocalisedText;
  objectType: PaymentField['objectType'];
  mask: string | null;
  options: Array<{ id: number | string; name: string }> | null;
  min: number | null;
  max: number | null;
}

/** An active payment method with its form, as the payment calls work with it. */
export interface PaymentMethodRecord {
  id: number;
  direction: PaymentDirection;
  /** The name of the provider that serves it (`payment-providers.ts`). */
  provider: string;
  name: LocalisedText;
  logo: string;
  /** Bank transfer instructions of an operator's deposit, `{amount}` and `{reference}` to fill. */
  instructions: LocalisedText | null;
  /** The account a bank transfer deposit goes to; null for other methods. */
  payee: { iban: string; name: string } | null;
  fields: PaymentFieldDefinition[];
}

/** The key of the field every method has for its amount. */
export const amountFieldKey = 'amount';

/**
 * The active method `id` of `direction`, with its fields in order; null when there is none.
 * `evenInactive` finds a method switched off since, for a request filed with it before.
 */
export async function findPaymentMethod(
  db: Kysely<Database>,
  id: number,
  direction: PaymentDirection,
  { evenInactive = false }: { evenInactive?: boolean } = {},
): Promise<PaymentMethodRecord | null> {
  let query = db
    .selectFrom('payment_method')
    .selectAll()
    .where('id', '=', id)
    .where('direction', '=', direction);
  if (!evenInactive) query = query.where('active', '=', true);
  // Both at once: a deposit's first reads, before its transaction.
  const [method, fields] = await Promise.all([
    query.executeTakeFirst(),
    db
      .selectFrom('payment_method_field')
      .selectAll()
      .where('method_id', '=', id)
      .orderBy('sort')
      .execute(),
  ]);
  if (!method) return null;
  return toRecord(method, fields);
}

/** The active methods of `direction` in display order, each with its fields. */
export async function listPaymentMethods(
  db: Kysely<Database>,
  direction: PaymentDirection,
): Promise<PaymentMethodRecord[]> {
  const methods = await db
    .selectFrom('payment_method')
    .selectAll()
    .where('direction', '=', direction)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (methods.length === 0) return [];
  const fields = await db
    .selectFrom('payment_method_field')
    .selectAll()
    .where(
      'method_id',
      'in',
      methods.map((method) => method.id),
    )
    .orderBy('sort')
    .execute();
  return methods.map((method) =>
    toRecord(
      method,
      fields.filter((field) => field.method_id === method.id),
    ),
  );
}

/** A field as `payment/detail` sends it, its title in `locale`. */
export function toContractField(field: PaymentFieldDefinition, locale: Locale): PaymentField {
  return {
    key: field.key,
    title: field.title[locale],
    mask: field.mask,
    objectType: field.objectType,
    option: field.options,
    min: field.min,
    max: field.max,
  };
}

/** The method's amount field (every seeded method has one). */
export function amountField(method: PaymentMethodRecord): PaymentFieldDefinition | undefined {
  return method.fields.find((field) => field.key === amountFieldKey);
}

function toRecord(
  method: Selectable<PaymentMethodTable>,
  fields: Array<Selectable<PaymentMethodFieldTable>>,
): PaymentMethodRecord {
  const instructions =
    method.instructions_tr !== null && method.instructions_en !== null
      ? { tr: method.instructions_tr, en: method.instructions_en }
      : null;
  return {
    id: method.id,
    direction: method.direction,
    provider: method.provider,
    name: { tr: method.name_tr, en: method.name_en },
    logo: method.logo,
    instructions,
    payee:
      method.payee_iban !== null && method.payee_name !== null
        ? { iban: method.payee_iban, name: method.payee_name }
        : null,
    fields: fields.map((field) => ({
      key: field.key,
      title: { tr: field.title_tr, en: field.title_en },
      objectType: field.object_type as PaymentField['objectType'],
      mask: field.mask,
      options: field.options,
      min: field.min,
      max: field.max,
    })),
  };
}
