import type { QueryClient } from '@tanstack/react-query';
import type { PaymentDirection, PaymentMethod, PaymentRequest } from '@zar/api-client';
import { isExternalPaymentPage } from '@zar/api-client';
import { queryKeys } from '@zar/api-client/react';
import { apiClient } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { notifyFailure, notifySuccess } from '../session/server-message';

/** A payment dialog closes this long after a failed or empty form load (SPEC §4). */
export const closeAfterFailedLoadMs = 100;
/** A withdraw dialog closes this long after the request succeeded (SPEC §4). */
export const closeAfterWithdrawalMs = 500;

/** What the opener of a payment dialog passes (SPEC §2): the method, its direction and title. */
export interface PaymentTarget {
  id: number;
  type: PaymentDirection;
  title: string;
  /** The listed method, when the opener has it: its logo, name and limits head the form. */
  method?: PaymentMethod;
}

/** How a successful deposit goes on: on the external payment page, or with the server's message. */
export type DepositOutcome =
  | { mode: 'external'; url: string }
  | { mode: 'message'; message: string | null };

/** Refreshes what a payment changes: the balance and the financial activities. */
function refreshMoney(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.balance() });
  void queryClient.invalidateQueries({ queryKey: ['zar', 'session', 'financial-activities'] });
}

/** Opens `url` in a new tab; the dialog's continue button is there if the browser blocks it. */
export const externalPage = {
  open: (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/**
 * Sends a deposit. An address answer opens the external payment page in a new tab (SPEC §4);
 * any other answer is the message mode, with the server's text. A failure shows the server's
 * message and resolves `null`, so the dialog stays open with the form.
 */
export async function sendDeposit(
  request: PaymentRequest,
  queryClient: QueryClient,
): Promise<DepositOutcome | null> {
  try {
    const { data, message } = await apiClient.deposit(request);
    refreshMoney(queryClient);
    if (isExternalPaymentPage(data)) {
      externalPage.open(data);
      return { mode: 'external', url: data };
    }
    return { mode: 'message', message };
  } catch (error) {
    notifyFailure(error);
    return null;
  }
}

/**
 * Sends a withdrawal request: the server holds the amount until an operator settles it. Success
 * shows the server's message (or ours) and refreshes the balance; a failure shows the server's
 * message and keeps the dialog. Resolves whether it was accepted.
 */
export async function sendWithdrawal(
  request: PaymentRequest,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    const { message } = await apiClient.withdraw(request);
    notifySuccess(message ?? i18n.t('paymentForm.withdrawSent'));
    refreshMoney(queryClient);
    return true;
  } catch (error) {
    notifyFailure(error);
    return false;
  }
}
