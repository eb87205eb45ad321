import { TransactionStatus } from '@zar/api-client/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { type Locale, serverKeys, serverMessage } from '../http';
import type { MessageSender } from '../messaging';
import { formatAmount } from './payment-messages';
import type { SettledPayment } from './settlement';

const texts = serverKeys('serverMessages');

/**
 * E-mails the player the operator's decision on their withdrawal, in their language, after the
 * settlement committed (so nobody is told of a decision that was rolled back). The in-site
 * notification is written by the settlement itself.
 */
export async function emailWithdrawalDecision(
  db: Kysely<Database>,
  sender: MessageSender,
  settled: SettledPayment,
): Promise<void> {
  const player = await db
    .selectFrom('player')
    .select(['email', 'name', 'locale'])
    .where('id', '=', settled.playerId)
    .executeTakeFirstOrThrow();
  const locale = player.locale as Locale;
  const text =
    settled.status === TransactionStatus.Confirmed
      ? texts.withdrawalApproved
      : texts.withdrawalRejected;
  await sender.send({
    channel: 'email',
    to: player.email,
    subject: serverMessage(text.subject, locale),
    body: serverMessage(text.body, locale, {
      name: player.name,
      id: String(settled.id),
      amount: formatAmount(settled.amountKurus, locale),
    }),
    locale,
  });
}
