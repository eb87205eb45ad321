import { bonusMoney } from './strings/tr/bonus-money';
import { bonuses } from './strings/tr/bonuses';
import { paymentForm } from './strings/tr/payment-form';
import { payments } from './strings/tr/payments';

/**
 * Turkish strings only the account area's pages use (the bonus money of issue 22; deposits,
 * withdrawals, their history and the bonus pages, issue 26), which a visitor's first load leaves
 * out: an entry of its own, so the site loads it with those pages.
 */
export const trPlayerStrings = { bonusMoney, payments, paymentForm, bonuses };
