import type { PaymentFormMethod } from './payment-form-shell';
import type { PaymentMethodOption } from './payment-method-list';

/** A method as `payment/methods` lists it: its card's facts and, for a bank transfer, the payee. */
export type SampleMethod = PaymentMethodOption & PaymentFormMethod;

/** A 96 × 64 logo badge like the API's `/media/payments/…` SVGs, inline so stories need no server. */
function logo(background: string, accent: string, glyph: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64"><rect width="96" height="64" rx="10" fill="${background}"/><circle cx="48" cy="32" r="18" fill="${accent}"/><text x="48" y="39" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${background}">${glyph}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Deposit methods for stories and tests: both limits, only a minimum, and none. */
export const sampleDepositMethods: readonly SampleMethod[] = [
  { id: 1, name: 'Papara', logo: logo('#2a0f45', '#c084fc', 'P'), min: 50, max: 50_000 },
  {
    id: 2,
    name: 'Havale / EFT',
    logo: logo('#0b2c4d', '#7dd3fc', '₺'),
    min: 100,
    max: 100_000,
  },
  { id: 3, name: 'Kredi Kartı', logo: logo('#3b1d0a', '#fbbf24', 'K'), min: 20, max: null },
  { id: 4, name: 'Kripto', logo: logo('#0a3326', '#34d399', 'B'), min: null, max: null },
];

/** Withdraw methods for stories and tests. */
export const sampleWithdrawMethods: readonly SampleMethod[] = [
  { id: 11, name: 'Papara', logo: logo('#2a0f45', '#c084fc', 'P'), min: 100, max: 25_000 },
  { id: 12, name: 'Banka Havalesi', logo: logo('#0b2c4d', '#7dd3fc', '₺'), min: 250, max: 250_000 },
  { id: 13, name: 'Kripto', logo: logo('#0a3326', '#34d399', 'B'), min: null, max: 1_000_000 },
];
