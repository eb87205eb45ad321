import {
  type ActivityStatementRequest,
  downloadActivityStatement,
  TransactionKind,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle } from '../db';
import { type Locale, registerEndpoint, serverKeys, translate } from '../http';
import { type StatementCell, statementCsv, statementPeriod, statementTime } from './statement-csv';

// The statement's words: keys of `serverResponsibleGaming` in `@zar/locales/server`.
const words = serverKeys('serverResponsibleGaming');
const columns = ['date', 'type', 'description', 'amount', 'status', 'reference'] as const;

/** The CSV's header row in `locale`. */
function header(locale: Locale): string[] {
  return columns.map((column) => translate(locale, words.statementHeader[column]));
}

/** A payment's status as the statement names it; its number if it has no name. */
function paymentStatusName(status: number, locale: Locale): string {
  const names = words.statementPaymentStatuses;
  return Object.hasOwn(names, status)
    ? translate(locale, names[String(status) as keyof typeof names])
    : String(status);
}

/** One line of the statement before it is written out. */
interface StatementLine {
  at: Date;
  /** Orders lines of the same instant: payments first, then game rows by id. */
  order: [number, bigint];
  cells: (locale: Locale) => StatementCell[];
}

/**
 * POST /api/customer/statement: the player's own deposits, withdrawals, bets, wins and refunds of
 * the days asked for (Istanbul time, both included) as a CSV in the request's language, oldest
 * first. Payment details (IBANs, card numbers, wallet addresses) never enter it: a payment shows
 * its method only.
 */
export function registerActivityStatement(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, downloadActivityStatement, async (input, context) => {
    const { playerId } = context.session;
    const { locale } = context;
    const lines = await statementLines(database.db, playerId, input);
    return {
      success: true,
      message: null,
      data: {
        fileName: `${translate(locale, words.statementFileName)}-${input.from}-${input.to}.csv`,
        csv: statementCsv([header(locale), ...lines.map((line) => line.cells(locale))]),
      },
    };
  });
}

/** The statement's lines, oldest first. */
async function statementLines(
  db: Kysely<Database>,
  playerId: number,
  { from, to }: ActivityStatementRequest,
): Promise<StatementLine[]> {
  const { start, end } = statementPeriod(from, to);
  const [payments, games] = await Promise.all([
    paymentLines(db, playerId, start, end),
    gameLines(db, playerId, start, end),
  ]);
  return [...payments, ...games].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      a.order[0] - b.order[0] ||
      (a.order[1] < b.order[1] ? -1 : a.order[1] > b.order[1] ? 1 : 0),
  );
}

async function paymentLines(
  db: Kysely<Database>,
  playerId: number,
  start: Date,
  end: Date,
): Promise<StatementLine[]> {
  const rows = await db
    .selectFrom('payment_request as request')
    .innerJoin('payment_method as method', 'method.id', 'request.method_id')
    .select([
      'request.id',
      'request.kind',
      'request.amount_kurus',
      'request.status',
      'request.created_at',
      'method.name_tr',
      'method.name_en',
    ])
    .where('request.player_id', '=', playerId)
    .where('request.created_at', '>=', start)
    .where('request.created_at', '<', end)
    .execute();
  return rows.map((row) => {
    const withdrawal = row.kind === TransactionKind.Withdraw;
    const amount = BigInt(row.amount_kurus);
    return {
      at: row.created_at,
      order: [0, BigInt(row.id)],
      cells: (locale) => [
        statementTime(row.created_at),
        translate(locale, words.statementTypes[withdrawal ? 'withdrawal' : 'deposit']),
        locale === 'en' ? row.name_en : row.name_tr,
        withdrawal ? -amount : amount,
        paymentStatusName(row.status, locale),
        String(row.id),
      ],
    };
  });
}

async function gameLines(
  db: Kysely<Database>,
  playerId: number,
  start: Date,
  end: Date,
): Promise<StatementLine[]> {
  const rows = await db
    .selectFrom('game_transaction as row')
    .leftJoin('casino_game as game', 'game.code', 'row.game_code')
    .select([
      'row.id',
      'row.kind',
      'row.status',
      'row.transaction_id',
      'row.game_code',
      'row.amount_kurus',
      'row.created_at',
      'game.name',
    ])
    .where('row.player_id', '=', playerId)
    .where('row.created_at', '>=', start)
    .where('row.created_at', '<', end)
    .where((eb) =>
      eb.or([
        // A refunded bet stays listed, marked refunded, beside the refund that paid it back.
        eb.and([eb('row.kind', '=', 'bet'), eb('row.status', 'in', ['done', 'rolled_back'])]),
        // A zero win only closes a round: no money moved.
        eb.and([
          eb('row.kind', '=', 'win'),
          eb('row.status', '=', 'done'),
          eb('row.amount_kurus', '>', 0n),
        ]),
        // Repeated or early rollbacks (noop, tombstone) moved nothing.
        eb.and([eb('row.kind', '=', 'rollback'), eb('row.status', '=', 'done')]),
      ]),
    )
    .execute();
  return rows.map((row) => {
    const amount = BigInt(row.amount_kurus);
    const type = row.kind === 'rollback' ? 'refund' : row.kind;
    const status = row.status === 'rolled_back' ? 'refunded' : 'done';
    return {
      at: row.created_at,
      order: [1, BigInt(row.id)],
      cells: (locale) => [
        statementTime(row.created_at),
        translate(locale, words.statementTypes[type]),
        row.name ?? row.game_code,
        row.kind === 'bet' ? -amount : amount,
        translate(locale, words.statementGameStatuses[status]),
        row.transaction_id,
      ],
    };
  });
}
