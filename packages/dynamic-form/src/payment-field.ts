/** Payment detail field types as the server numbers them (DESIGN: the wider list, 1 to 7). */
export const PaymentFieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;

/** One of the server's payment field type numbers. */
export type PaymentFieldType = (typeof PaymentFieldType)[keyof typeof PaymentFieldType];

/** One choice of a dropdown field, as the server sends it. */
export interface PaymentFieldOption {
  id: number | string;
  name: string;
}

/** A payment detail field as the server describes it (SPEC §3); structurally equal to the API contract's. */
export interface PaymentFieldDefinition {
  key: string;
  title?: string;
  mask: string | null;
  objectType: PaymentFieldType;
  option: PaymentFieldOption[] | null;
  min?: number | null;
  max?: number | null;
}

/** What a form control holds for one field before submit. */
export type PaymentFieldValue = string | number | boolean | null | undefined;

/** The form's values, by field key. */
export type PaymentFormValues = Readonly<Record<string, PaymentFieldValue>>;

/** The `detail` map sent with a deposit or withdraw request. */
export type PaymentDetail = Record<string, string | number | boolean>;

/** A deposit or withdraw request (SPEC §3): the method id, the fixed target `pay`, the detail map. */
export interface PaymentRequest {
  id: number;
  target: 'pay';
  detail: PaymentDetail;
}
