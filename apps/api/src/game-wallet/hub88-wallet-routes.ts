import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { bodyLimitOf, maxBodyDepth, nestsDeeperThan } from '../http';
import type { SeamlessWallet, WalletAnswer, WalletStatus } from './seamless-wallet';

/** The header a provider signs the raw request body in: hex HMAC-SHA256 with the shared secret. */
export const signatureHeader = 'x-zar-signature';

/** The signature of a body, as a provider computes it. */
export function signWalletBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function signatureMatches(body: string, secret: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signWalletBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const id = z.string().min(1).max(100);
/** Amounts are kuruş as whole numbers (Hub88 sends 1/100000 units; this wallet keeps kuruş). */
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const base = z.object({
  user: z.string().min(1).max(40),
  token: z.string().min(1).max(200),
  request_uuid: z.string().min(1).max(100),
  currency: z.string().length(3),
});
const money = base.extend({
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean().optional(),
  game_code: id,
});
const schemas = {
  'user/balance': base,
  'transaction/bet': money.extend({ amount: amount.min(1) }),
  'transaction/win': money.extend({ amount, reference_transaction_uuid: id }),
  'transaction/rollback': money.extend({ reference_transaction_uuid: id }),
} as const;

/**
 * The wallet as external providers reach it, in Hub88's shape: `POST /api/wallet/hub88/<action>`
 * with a snake_case JSON body signed in `X-Zar-Signature`. Answers are HTTP 200 with
 * `{ user, status, request_uuid, currency, balance }` (balance in kuruş), errors included, as
 * Hub88 does; a wrong signature is `RS_ERROR_INVALID_SIGNATURE` and nothing else is looked at.
 * The token is never logged (the request log holds the path only).
 */
export function registerHub88WalletRoutes(
  app: FastifyInstance,
  { wallet, secret }: { wallet: SeamlessWallet; secret: string },
): void {
  app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this scope keeps the body as text (read up to
    // the route's limit: a longer body is a 413 before it is read).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const action of Object.keys(schemas) as Array<keyof typeof schemas>) {
      const bodyLimit = bodyLimitOf(schemas[action]);
      scope.post(`/api/wallet/hub88/${action}`, { bodyLimit }, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!signatureMatches(raw, secret, request.headers[signatureHeader])) {
          return refuse(reply, 'RS_ERROR_INVALID_SIGNATURE', null);
        }
        // Nesting no call of the wallet has is refused before it is parsed.
        if (nestsDeeperThan(raw, maxBodyDepth)) return refuse(reply, 'RS_ERROR_WRONG_TYPES', null);
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          return refuse(reply, 'RS_ERROR_WRONG_TYPES', null);
        }
        const parsed = schemas[action].safeParse(json);
        if (!parsed.success) return refuse(reply, 'RS_ERROR_WRONG_TYPES', json);
        const body = parsed.data;
        if (body.currency !== 'TRY') return refuse(reply, 'RS_ERROR_WRONG_CURRENCY', body);
        const session = await wallet.findGameSession(body.token);
        if (session && session.userCode !== body.user) {
          return refuse(reply, 'RS_ERROR_INVALID_TOKEN', body);
        }
        const answer = await perform(wallet, action, body);
        return reply.send(toHub88(answer, body.request_uuid));
      });
    }
  });
}

type Bodies = { [K in keyof typeof schemas]: z.output<(typeof schemas)[K]> };

function perform<K extends keyof typeof schemas>(
  wallet: SeamlessWallet,
  action: K,
  body: Bodies[K],
): Promise<WalletAnswer> {
  if (action === 'user/balance') return wallet.balance(body.token);
  const money = body as Bodies['transaction/bet' | 'transaction/win' | 'transaction/rollback'];
  const call = {
    token: money.token,
    transactionId: money.transaction_uuid,
    roundId: money.round,
    gameCode: money.game_code,
    roundClosed: money.round_closed,
  };
  if (action === 'transaction/bet') {
    return wallet.bet({ ...call, amountKurus: BigInt((body as Bodies['transaction/bet']).amount) });
  }
  if (action === 'transaction/win') {
    const win = body as Bodies['transaction/win'];
    return wallet.win({
      ...call,
      amountKurus: BigInt(win.amount),
      referenceTransactionId: win.reference_transaction_uuid,
    });
  }
  return wallet.rollback({
    ...call,
    referenceTransactionId: (body as Bodies['transaction/rollback']).reference_transaction_uuid,
  });
}

function toHub88(answer: WalletAnswer, requestUuid: string) {
  return {
    user: answer.user ?? null,
    status: answer.status,
    request_uuid: requestUuid,
    currency: answer.currency,
    balance: answer.balanceKurus === undefined ? null : Number(answer.balanceKurus),
  };
}

function refuse(reply: FastifyReply, status: WalletStatus, body: unknown) {
  const requestUuid =
    typeof body === 'object' && body !== null && 'request_uuid' in body
      ? String((body as { request_uuid: unknown }).request_uuid).slice(0, 100)
      : null;
  return reply.send({
    user: null,
    status,
    request_uuid: requestUuid,
    currency: 'TRY',
    balance: null,
  });
}
