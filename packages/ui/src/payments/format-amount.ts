import { type FinancialActivity, TransactionKind } from '@zar/api-client/contract';
import { numberFormat } from '../format/intl-format';

/**
 * A deposit or withdrawal's amount with its direction's sign, in the player's language:
 * `+₺250,00` for a deposit and `-₺1.000,00` for a withdrawal in Turkish.
 */
export function formatActivityAmount(
  activity: Pick<FinancialActivity, 'kind' | 'amount'>,
  locale = 'tr',
  currency = 'TRY',
): string {
  const size = Math.abs(activity.amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(activity.kind === TransactionKind.Withdraw ? -size : size);
}
