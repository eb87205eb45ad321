import { type Kysely, sql } from 'kysely';
import { createPlayDecidedRound } from './0025-decided-round';

/**
 * `play_decided_round` without a question whose plan grows with `game_transaction` (see
 * `createPlayDecidedRound`): a rollback that came before its bet is looked up in an index of
 * rollbacks alone, and a taken transaction id is found by the round's own insert.
 */
export const decidedRoundByKey = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('game_transaction_rollback')
      .on('game_transaction')
      .columns(['provider', 'reference_transaction_id'])
      .where(sql.ref('kind'), '=', 'rollback')
      .execute();
    await createPlayDecidedRound(db, '0026');
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await createPlayDecidedRound(db, '0025');
    await db.schema.dropIndex('game_transaction_rollback').execute();
  },
};
