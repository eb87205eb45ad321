import {
  type FinancialActivity,
  type FinancialActivityQuery,
  financialActivities,
  fromMinorUnits,
  TransactionKind,
  type TransactionStatus,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Database, newestFirstPage } from '../db';
import { type Locale, registerEndpoint } from '../http';
import type { PaymentServices } from './payment-services';

/**
 * POST /api/payment/history: the player's deposits and withdrawals for
 * /dashboard/financial-activities, filtered by kind, status and date range, newest first, with the
 * number of matching rows for paging.
 */
export function registerHistoryEndpoint(app: FastifyInstance, services: PaymentServices): void {
  registerEndpoint(app, financialActivities, async (input, context) => {
    const { playerId } = context.session;
    const page = await findFinancialActivities(
      services.database.db,
      playerId,
      input,
      context.locale,
    );
    return { success: true, message: null, data: page };
  });
}

/** One page of a player's payment requests and how many match the filters in all. */
async function findFinancialActivities(
  db: Kysely<Database>,
  playerId: number,
  filter: FinancialActivityQuery,
  locale: Locale,
): Promise<{ total: number; items: FinancialActivity[] }> {
  let matching = db
    .selectFrom('payment_request as request')
    .innerJoin('payment_method as method', 'method.id', 'request.method_id')
    .where('request.player_id', '=', playerId);
  if (filter.kind !== TransactionKind.All)
    matching = matching.where('request.kind', '=', filter.kind);
  if (filter.status !== undefined) matching = matching.where('request.status', '=', filter.status);
  if (filter.from !== undefined) {
    matching = matching.where('request.created_at', '>=', new Date(filter.from));
  }
  if (filter.to !== undefined)
    matching = matching.where('request.created_at', '<', new Date(filter.to));

  const { total, rows } = await newestFirstPage(matching, 'request', filter, (page) =>
    page.select([
      'request.id',
      'request.kind',
      'request.amount_kurus',
      'request.status',
      'request.created_at',
      'method.name_tr',
      'method.name_en',
    ]),
  );
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as FinancialActivity['kind'],
      methodName: locale === 'en' ? row.name_en : row.name_tr,
      amount: fromMinorUnits(row.amount_kurus),
      status: row.status as TransactionStatus,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
