import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a player's history and how many rows match in all, as the history endpoints
 * (payments, bonuses, games) answer: both come from the same filtered query, run together; the
 * page is newest first, ties broken by id so that paging never repeats or skips a row.
 * `table` is the alias whose `created_at` and `id` order the rows; `select` picks the columns.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O, S>(
  matching: SelectQueryBuilder<DB, TB, O>,
  table: string,
  { skip, take }: { skip: number; take: number },
  select: (matching: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, S>,
) {
  const [counted, rows] = await Promise.all([
    matching
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
      .executeTakeFirstOrThrow(),
    select(matching)
      .orderBy(sql.ref(`${table}.created_at`), 'desc')
      .orderBy(sql.ref(`${table}.id`), 'desc')
      .offset(skip)
      .limit(take)
      .execute(),
  ]);
  // Kysely cannot narrow its row type while the selection `O` is generic; the count is the one
  // column selected here.
  const { total } = counted as { total: string | number | bigint };
  return { total: Number(total), rows };
}
