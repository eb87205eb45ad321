import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, signUp } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { postLedgerEntry } from '../wallet';

/** A signed-up player of a payments test: their id and session token. */
export interface TestPayer {
  playerId: number;
  token: string;
}

/** Signs a new player up and finds their id. */
export async function newPayer(app: FastifyInstance, database: DatabaseHandle): Promise<TestPayer> {
  const { body, token } = await signUp(app);
  const { id } = await database.db
    .selectFrom('player')
    .select('id')
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();
  return { playerId: id, token };
}

let funding = 0;

/** Puts kuruş straight into a player's wallet, as a test's starting money. */
export async function fund(database: DatabaseHandle, playerId: number, kurus: bigint) {
  funding += 1;
  await postLedgerEntry(database.db, {
    playerId,
    kind: 'test_funding',
    amountKurus: kurus,
    idempotencyKey: `test-funding-${funding}`,
  });
}

/** The body of a Papara deposit (method 1) of `amount` lira. */
export function paparaDeposit(amount: number, { paparaNo = 1234567890 } = {}) {
  return { id: 1, target: 'pay', detail: { amount, paparaNo } };
}

/** The body of a bank transfer deposit (method 2): the player says they sent `amount` lira. */
export function bankTransferDeposit(
  amount: number,
  {
    fullName = 'Ayşe Öztürk',
    transferDate = '2026-03-14T10:30:00+03:00',
    ownAccount = false,
  }: { fullName?: string; transferDate?: string; ownAccount?: boolean } = {},
) {
  return {
    id: 2,
    target: 'pay',
    detail: { amount, fullName, bank: 1, transferDate, ownAccount },
  };
}

/** The body of a withdrawal of `amount` lira to a bank account (method 11). */
export function bankTransferWithdrawal(
  amount: number,
  {
    fullName = 'Ayşe Öztürk',
    iban = 'TR33 0006 1005 1978 6457 8413 26',
  }: { fullName?: string; iban?: string } = {},
) {
  return { id: 11, target: 'pay', detail: { amount, fullName, Iban: iban } };
}

/** The responsible-gaming suites' bank transfer: Deniz Yılmaz's own account, on 15 Dec 2026. */
export const denizBankTransfer = (amount: number) =>
  bankTransferDeposit(amount, {
    fullName: 'Deniz Yılmaz',
    transferDate: '2026-12-15T10:30:00+03:00',
    ownAccount: true,
  });

/** The responsible-gaming suites' bank withdrawal, to Deniz Yılmaz's account. */
export const denizBankWithdrawal = (amount: number) =>
  bankTransferWithdrawal(amount, { fullName: 'Deniz Yılmaz' });

/** A player's POST to a payment call. */
export function pay(
  app: FastifyInstance,
  payer: TestPayer,
  path: string,
  body: unknown,
  locale = 'en',
): Promise<LightMyRequestResponse> {
  return call(app, 'POST', path, { body, token: payer.token, locale });
}

/** The path and query of an absolute payment page address, for `app.inject`. */
export function pagePathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** Submits one of the payment page's forms (`confirm` or `cancel`) as a browser would. */
export function submitPage(
  app: FastifyInstance,
  pageUrl: string,
  step: 'confirm' | 'cancel',
): Promise<LightMyRequestResponse> {
  const page = new URL(pageUrl);
  return app.inject({
    method: 'POST',
    url: `${page.pathname}/${step}${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** An operator's decision, as the `operator` command sends it. */
export function operatorDecides(
  app: FastifyInstance,
  kind: 'deposits' | 'withdrawals',
  id: number,
  decision: 'approve' | 'reject',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/operator/${kind}/${id}/${decision}`,
    headers: { locale: 'en' },
  });
}

/** How many payment requests and ledger rows exist, to show a refused call wrote nothing. */
export async function writtenRows(database: DatabaseHandle) {
  const count = async (table: 'payment_request' | 'wallet_ledger') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { requests: await count('payment_request'), ledger: await count('wallet_ledger') };
}
