import { type Kysely, sql } from 'kysely';

/**
 * Demo rounds that nobody can read ahead or open twice (issue 20).
 * - A seed pair's `revealed_at` becomes `rotated_at`: a rotation retires the pair at once, but its
 *   server seed is shown only once no round on it is unfinished (`demo-rounds.ts` decides that
 *   on every read), so the old name would lie.
 * - `due_at`: when a running crash round ends by itself (its auto cash-out or its crash point),
 *   so the server settles it then without a call from the player. Never sent to the page.
 * - At most one crash round open (its stake being taken) or running per player and game, across
 *   processes; only crash rounds have a `due_at`. Rounds running from before this migration have
 *   none and are left out (the race this closes may have left two); the settlement sweep ends them.
 * - Unfinished rounds by seed pair: the reveal check and the sweep read them.
 */
export const demoRoundIntegrity = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table demo_seed_pair rename column revealed_at to rotated_at`.execute(db);
    await db.schema.alterTable('demo_round').addColumn('due_at', 'timestamptz').execute();
    await sql`create unique index demo_round_one_running on demo_round (user_code, game_code) where status in ('open', 'running') and due_at is not null`.execute(
      db,
    );
    await sql`create index demo_round_unfinished on demo_round (seed_pair_id) where status in ('open', 'running', 'settling')`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('demo_round_unfinished').execute();
    await db.schema.dropIndex('demo_round_one_running').execute();
    await db.schema.alterTable('demo_round').dropColumn('due_at').execute();
    await sql`alter table demo_seed_pair rename column rotated_at to revealed_at`.execute(db);
  },
};
