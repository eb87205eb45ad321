import { type Kysely, sql } from 'kysely';

/**
 * When a login ends by the player's session time limit (null: no limit). The sweep that closes
 * ended sessions reads the live ones by it.
 */
export const sessionTimeLimit = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('player_session').addColumn('ends_at', 'timestamptz').execute();
    await db.schema
      .createIndex('player_session_live_ends_at')
      .on('player_session')
      .column('ends_at')
      .where(sql.ref('revoked_at'), 'is', null)
      .where(sql.ref('ends_at'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('player_session_live_ends_at').execute();
    await db.schema.alterTable('player_session').dropColumn('ends_at').execute();
  },
};
