import { type Kysely, sql } from 'kysely';

/**
 * A slip id is the player's own (their page picks it): two players' slips of the same id are two
 * slips. The slip's key becomes (player, id), its selections carry the player, and each slip
 * records its wallet round, which for new slips names the player too (`sb-<player>-<id>`); slips
 * placed before keep their `sb-<id>` round, so they still settle.
 */
export const sportsSlipsPerPlayer = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sports_bet_selection drop constraint sports_bet_selection_bet_id_fkey`.execute(
      db,
    );
    await sql`alter table sports_bet_selection drop constraint sports_bet_selection_pk`.execute(db);
    await sql`alter table sports_bet_selection add column player_id integer`.execute(db);
    await sql`
      update sports_bet_selection as selection set player_id = bet.player_id
      from sports_bet as bet where bet.id = selection.bet_id
    `.execute(db);
    await sql`alter table sports_bet_selection alter column player_id set not null`.execute(db);

    await sql`alter table sports_bet drop constraint sports_bet_pkey`.execute(db);
    await sql`alter table sports_bet add column round_id text`.execute(db);
    await sql`update sports_bet set round_id = 'sb-' || id`.execute(db);
    await sql`alter table sports_bet alter column round_id set not null`.execute(db);
    await sql`alter table sports_bet add constraint sports_bet_pk primary key (player_id, id)`.execute(
      db,
    );

    await sql`
      alter table sports_bet_selection
      add constraint sports_bet_selection_pk primary key (player_id, bet_id, match_id)
    `.execute(db);
    await sql`
      alter table sports_bet_selection add constraint sports_bet_selection_bet
      foreign key (player_id, bet_id) references sports_bet (player_id, id) on delete cascade
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sports_bet_selection drop constraint sports_bet_selection_bet`.execute(
      db,
    );
    await sql`alter table sports_bet_selection drop constraint sports_bet_selection_pk`.execute(db);
    await sql`alter table sports_bet drop constraint sports_bet_pk`.execute(db);
    await sql`alter table sports_bet drop column round_id`.execute(db);
    await sql`alter table sports_bet add constraint sports_bet_pkey primary key (id)`.execute(db);
    await sql`alter table sports_bet_selection drop column player_id`.execute(db);
    await sql`
      alter table sports_bet_selection
      add constraint sports_bet_selection_pk primary key (bet_id, match_id)
    `.execute(db);
    await sql`
      alter table sports_bet_selection add constraint sports_bet_selection_bet_id_fkey
      foreign key (bet_id) references sports_bet (id) on delete cascade
    `.execute(db);
  },
};
