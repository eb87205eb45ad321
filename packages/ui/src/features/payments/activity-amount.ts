import { TransactionKind } from '@zar/api-client';
import { formatMoney } from '@zar/locales/money';

/**
 * A deposit or withdrawal's amount with its direction's sign, in the player's language:
 * `+₺250,00` for a deposit and `-₺1.000,00` for a withdrawal in Turkish.
 */
export function formatActivityAmount(
  activity: { kind: TransactionKind; amount: number },
  locale = 'tr',
  currency = 'TRY',
): string {
  const size = Math.abs(activity.amount);
  const signed = activity.kind === TransactionKind.Withdraw ? -size : size;
  return formatMoney(signed, locale, currency, { sign: 'exceptZero' });
}
