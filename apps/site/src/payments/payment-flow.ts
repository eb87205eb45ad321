import type { QueryClient } from '@tanstack/react-query';
import type { PaymentDirection, PaymentMethod, PaymentRequest } from '@zar/api-client';
import { isApiError, isBonusForfeitRequired } from '@zar/api-client';
import { isExternalPaymentPage } from '@zar/api-client/contract';
import { queryKeyPrefix } from '@zar/api-client/react';
import { apiClient } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { failureMessage, notifyFailure, notifySuccess } from '../session/server-message';

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
  | { mode: 'external'; url: string; id: number }
  | { mode: 'message'; message: string | null; id: number };

/** Refreshes what a payment changes: the balance and the financial activities. */
function refreshMoney(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') });
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('financialActivities') });
}

/** Opens `url` in a new tab; the dialog's continue button is there if the browser blocks it. */
export const externalPage = {
  open: (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/** How many times a submission is sent again when no answer came back (the connection failed). */
export const lostAnswerRetries = 2;

/**
 * A new `Idempotency-Key`: one per submission of a payment form, 128 random bits in hex.
 * (`crypto.randomUUID` exists only on https pages; `getRandomValues` everywhere.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends one submission of a payment form: a new idempotency key, and when the connection fails
 * before an answer came, the same call again with the same key, so a payment the server already
 * filed is answered again rather than filed twice.
 */
async function submitOnce<T>(
  send: (headers: { 'idempotency-key': string }) => Promise<T>,
): Promise<T> {
  const headers = { 'idempotency-key': newIdempotencyKey() };
  for (let retries = lostAnswerRetries; ; retries -= 1) {
    try {
      return await send(headers);
    } catch (error) {
      if (retries === 0 || !isApiError(error) || error.code !== 'network') throw error;
    }
  }
}

/**
 * Sends a deposit. An address answer opens the external payment page in a new tab (SPEC §4);
 * any other answer is the message mode, with the server's text. A failure shows the server's
 * message (also to `onFailure`, for the form) and resolves `null`, so the dialog stays open with
 * the form.
 */
export async function sendDeposit(
  request: PaymentRequest,
  queryClient: QueryClient,
  onFailure?: (message: string) => void,
): Promise<DepositOutcome | null> {
  try {
    const { data, message } = await submitOnce((headers) =>
      apiClient.deposit(request, { headers }),
    );
    refreshMoney(queryClient);
    if (isExternalPaymentPage(data.url)) {
      externalPage.open(data.url);
      return { mode: 'external', url: data.url, id: data.id };
    }
    return { mode: 'message', message, id: data.id };
  } catch (error) {
    notifyFailure(error);
    onFailure?.(failureMessage(error));
    return null;
  }
}

/** What a withdrawal may forfeit changes too: the active bonus, the offers, the bonus history. */
function refreshBonuses(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('activeBonuses') });
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusOffers') });
  void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusHistory') });
}

/** How a withdrawal goes on besides accepted or refused. */
export interface WithdrawalOptions {
  /** The player agreed to forfeit the bonus being wagered (sent as `forfeitBonus: true`). */
  forfeitBonus?: boolean;
  /**
   * The server refused it to keep the active bonus (409 `bonus_forfeit_required`): called with its
   * message, for the dialog to ask; no toast.
   */
  onForfeitRequired?: (message: string) => void;
}

/**
 * Sends a withdrawal request: the server holds the amount until an operator settles it. Success
 * shows the server's message (or ours) and refreshes the balance; a failure shows the server's
 * message (also to `onFailure`, for the form) and keeps the dialog. A refusal to keep the active
 * bonus goes to `onForfeitRequired` instead. Resolves whether it was accepted.
 */
export async function sendWithdrawal(
  request: PaymentRequest,
  queryClient: QueryClient,
  onFailure?: (message: string) => void,
  { forfeitBonus = false, onForfeitRequired }: WithdrawalOptions = {},
): Promise<boolean> {
  const body = forfeitBonus ? { ...request, forfeitBonus: true } : request;
  try {
    const { message } = await submitOnce((headers) => apiClient.withdraw(body, { headers }));
    notifySuccess(message ?? i18n.t('paymentForm.withdrawSent'));
    refreshMoney(queryClient);
    if (forfeitBonus) refreshBonuses(queryClient);
    return true;
  } catch (error) {
    if (onForfeitRequired && isBonusForfeitRequired(error)) {
      // The server knew of a bonus we did not (claimed in another tab): ask with its words.
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefix('activeBonuses') });
      onForfeitRequired(error.message);
      return false;
    }
    notifyFailure(error);
    onFailure?.(failureMessage(error));
    return false;
  }
}
