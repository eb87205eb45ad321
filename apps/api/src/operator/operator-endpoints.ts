import { fromMinorUnits, TransactionKind, TransactionStatus } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Environment } from '../config';
import type { DatabaseHandle } from '../db';
import {
  ApiError,
  bearerToken,
  isLocalCall,
  requestLocale,
  type ServerKey,
  sameSecret,
  serverKeys,
  serverMessage,
} from '../http';
import type { MessageSender } from '../messaging';
import type { PlayerEvents } from '../notifications';
import {
  type Decision,
  emailWithdrawalDecision,
  formatAmount,
  paymentMessages,
  settlePayment,
} from '../payments';
import { backupDatabase } from './backup';
import { registerFailedMessages } from './failed-messages-endpoint';
import { registerNotifyEndpoint } from './notify-endpoint';
import { auditWallets, walletStatements } from './wallet-audit';

/** What the operator endpoints work with. */
export interface OperatorOptions {
  database: DatabaseHandle;
  clock: () => Date;
  environment: Environment;
  /** ZAR_OPERATOR_TOKEN; when set, every operator call must carry it as a bearer token. */
  operatorToken: string | undefined;
  /** Hears of the wallet changes and notifications the operator's decisions cause. */
  events: PlayerEvents;
  /** The sportsbook's slips, settled now by `sportsbook settle`; absent without a sportsbook. */
  sportsBets?: { settleDue(): Promise<number> };
  /** E-mails the player the decision on a withdrawal. */
  sender: MessageSender;
  /** DATABASE_URL, which `pg_dump` connects to for `operator backup` on PostgreSQL. */
  databaseUrl: string | undefined;
}

const operatorMessages = serverKeys('serverOperator');

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const settledAnswers = {
  deposits: { approve: paymentMessages.depositApproved, reject: paymentMessages.depositRejected },
  withdrawals: {
    approve: paymentMessages.withdrawalApproved,
    reject: paymentMessages.withdrawalRejected,
  },
} satisfies Record<'deposits' | 'withdrawals', Record<Decision, ServerKey>>;

/**
 * The operator's side of payments, which the `operator` command calls on the running server (so
 * it works with PGlite, whose data folder one process owns): GET /api/operator/pending lists the
 * Pending deposits and withdrawals; POST /api/operator/{deposits|withdrawals}/:id/{approve|reject}
 * settles one, exactly once; POST /api/operator/notifications sends a System notification to
 * everyone or to one player; GET /api/operator/backup answers a snapshot of the database
 * (`backup.ts`). With ZAR_OPERATOR_TOKEN set, calls need it as a bearer token;
 * without it they are served only to local calls (the loopback interface, no proxy's forwarding
 * header), and never in production.
 */
export function registerOperator(app: FastifyInstance, options: OperatorOptions): void {
  const { database, clock, environment, operatorToken, events } = options;
  if (environment === 'production' && operatorToken === undefined) return;
  const { db } = database;

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const allowed = operatorToken
        ? sameSecret(bearerToken(request), operatorToken)
        : isLocalCall(request);
      if (!allowed) {
        throw new ApiError({
          status: 403,
          code: 'operator_forbidden',
          text: operatorMessages.forbidden,
        });
      }
    });

    scope.post('/api/operator/sportsbook/settle', async (request) => {
      const settled = (await options.sportsBets?.settleDue()) ?? 0;
      const locale = requestLocale(request.headers);
      return {
        success: true,
        message: serverMessage(operatorMessages.sportsSettled, locale, { count: String(settled) }),
        data: { settled },
      };
    });

    scope.get('/api/operator/pending', async (request) => {
      const locale = requestLocale(request.headers);
      const rows = await db
        .selectFrom('payment_request as request')
        .innerJoin('payment_method as method', 'method.id', 'request.method_id')
        .innerJoin('player', 'player.id', 'request.player_id')
        .select([
          'request.id',
          'request.kind',
          'request.amount_kurus',
          'request.created_at',
          'method.name_tr',
          'method.name_en',
          'player.username',
        ])
        .where('request.status', '=', TransactionStatus.Pending)
        .orderBy('request.id')
        .execute();
      return {
        success: true,
        message: null,
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind === TransactionKind.Deposit ? 'deposit' : 'withdrawal',
          amount: fromMinorUnits(row.amount_kurus),
          method: locale === 'en' ? row.name_en : row.name_tr,
          username: row.username,
          createdAt: row.created_at.toISOString(),
        })),
      };
    });

    for (const kind of ['deposits', 'withdrawals'] as const) {
      for (const decision of ['approve', 'reject'] as const) {
        scope.post(`/api/operator/${kind}/:id/${decision}`, async (request) => {
          const parsed = idParams.safeParse(request.params);
          if (!parsed.success) {
            throw new ApiError({
              status: 400,
              code: 'bad_payment_id',
              text: 'serverHttp:badRequest',
            });
          }
          const settled = await settlePayment(db, {
            id: parsed.data.id,
            kind: kind === 'deposits' ? TransactionKind.Deposit : TransactionKind.Withdraw,
            decision,
            now: clock(),
            events,
          });
          if (kind === 'withdrawals') {
            // The money is settled: a mail that cannot even be queued is logged, not a failure.
            await emailWithdrawalDecision(db, options.sender, settled).catch((error: unknown) =>
              request.log.warn({ err: error, paymentId: settled.id }, 'Decision e-mail not queued'),
            );
          }
          const locale = requestLocale(request.headers);
          return {
            success: true,
            message: serverMessage(settledAnswers[kind][decision], locale, {
              id: String(settled.id),
              amount: formatAmount(settled.amountKurus, locale),
            }),
            data: {
              id: settled.id,
              status: settled.status,
              amount: fromMinorUnits(settled.amountKurus),
            },
          };
        });
      }
    }

    // The reconciliation of all money (wallet-audit.ts): totals, and what breaks the invariant.
    scope.get('/api/operator/wallet-audit', async () => {
      const { totals, violations } = await auditWallets(db);
      return { success: true, message: null, data: { totals: numbers(totals), violations } };
    });

    scope.get('/api/operator/wallet-statements', async () => ({
      success: true,
      message: null,
      data: (await walletStatements(db)).map((statement) => ({
        ...numbers(statement),
        byKind: numbers(statement.byKind),
      })),
    }));

    // `operator backup`: a consistent snapshot of the whole database (backup.ts).
    // Sent as it is: a gzipped dump would be marked gzip-encoded, and the client would unzip it.
    scope.get('/api/operator/backup', { compress: false }, async (_request, reply) => {
      const { format, data } = await backupDatabase(database, { databaseUrl: options.databaseUrl });
      return reply
        .type('application/octet-stream')
        .header('x-zar-backup-format', format)
        .header('cache-control', 'no-store')
        .send(data);
    });

    registerNotifyEndpoint(scope, { database, clock, events });
    registerFailedMessages(scope, { database });
  });
}

/** Kuruş as JSON numbers: every total of this platform is far below 2^53. */
function numbers<T extends object>(
  value: T,
): { [K in keyof T]: T[K] extends bigint ? number : T[K] } {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'bigint' ? Number(item) : item,
    ]),
  ) as { [K in keyof T]: T[K] extends bigint ? number : T[K] };
}
