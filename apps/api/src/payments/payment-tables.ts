import type { ColumnType, Generated } from 'kysely';
import type { Kurus } from '../db/column-types';

/** A deposit or withdraw method of the sandbox; `mode` says how a deposit goes on. */
export interface PaymentMethodTable {
  id: number;
  direction: 'deposit' | 'withdraw';
  /** The payment provider that serves it (`sandbox`, `operator`, …; `payments/payment-providers.ts`). */
  provider: string;
  name_tr: string;
  name_en: string;
  /** A `/media/…` SVG. */
  logo: string;
  /** What a message-mode deposit answers; `{amount}` and `{reference}` are filled in. */
  instructions_tr: string | null;
  instructions_en: string | null;
  /** The account a bank transfer deposit is sent to: its IBAN and holder (0019); else null. */
  payee_iban: Generated<string | null>;
  payee_name: Generated<string | null>;
  sort: number;
  active: Generated<boolean>;
}

/** One input of a payment method's form (SPEC §3 payment detail field). */
export interface PaymentMethodFieldTable {
  method_id: number;
  key: string;
  title_tr: string;
  title_en: string;
  /** SPEC §3 field type, String 1 … Dropdown 7. */
  object_type: number;
  mask: string | null;
  /** The dropdown choices, `[{ id, name }]`; a field with options is a dropdown. */
  options: ColumnType<
    Array<{ id: number | string; name: string }> | null,
    string | null,
    string | null
  >;
  /** Limits of a number field; for `amount`, in lira. */
  min: number | null;
  max: number | null;
  sort: number;
}

/**
 * A player's deposit or withdrawal: kind (Deposit 1, Withdraw 2) and status as SPEC §3 numbers,
 * the form's values with card numbers and IBANs masked.
 */
export interface PaymentRequestTable {
  id: Generated<number>;
  player_id: number;
  kind: number;
  method_id: number;
  amount_kurus: Kurus;
  status: number;
  detail: ColumnType<Record<string, string | number | boolean>, string, string>;
  /** The provider that took it; only its callbacks settle it. */
  provider: string;
  /** SHA-256 of the sandbox payment page token of a sandbox deposit. */
  page_token_hash: string | null;
  /** The language of the request; the payment page speaks it. */
  locale: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  settled_at: Date | null;
}

/**
 * A player's `Idempotency-Key` of a deposit or withdrawal: the request it filed, and a hash of the
 * call, so a retry answers that request again and the same key on another call is refused.
 */
export interface PaymentIdempotencyKeyTable {
  player_id: number;
  key: string;
  /** SHA-256 of the call's path and input. */
  request_hash: string;
  /** Set in the same transaction that claimed the key. */
  payment_request_id: number | null;
  created_at: Date;
}

/** The payments' tables: the methods and their forms, players' deposits and withdrawals, and their idempotency keys. */
export interface PaymentTables {
  payment_method: PaymentMethodTable;
  payment_method_field: PaymentMethodFieldTable;
  payment_request: PaymentRequestTable;
  payment_idempotency_key: PaymentIdempotencyKeyTable;
}
