import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: several decided rounds in one call and one commit. `play_decided_rounds` plays each
 * round of its JSON array through `play_decided_round` (migration 0025, 0026), in the order of
 * their players' user codes so that two batches lock shared wallets in the same order, and
 * answers one row per round with its index in the array. The batch is one statement: an error in
 * any round undoes all of them, and the API then plays each alone (`decided-round-batches.ts`).
 * A round's commit, its round trip and its WAL flush were most of what PostgreSQL spent on it
 * beyond the round's own statements; under load the API sends the rounds that wait while earlier
 * ones are in flight together. Unlike a round played alone, a batch announces its players'
 * balance changes in its own commit (the wallet trigger's `~balance:<id>`), so the API sends no
 * announcement after it and no crash in between can leave a process's cached balance stale. A batch waits at most 50 ms for a lock (a wallet another
 * transaction of its player holds): past that it fails, and its rounds are played alone, so one
 * player's held wallet does not hold the others' rounds.
 */
export const decidedRoundBatches = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create function play_decided_rounds(p_provider text, p_rounds json)
      returns table (o_index integer, o_status text, o_round_id integer, o_player_id integer,
                     o_balance bigint)
      language plpgsql set lock_timeout = '50ms' as $$
      declare
        r record;
        v_played integer[] := '{}';
        v_schema text;
      begin
        for r in
          select * from json_to_recordset(p_rounds) as round(
            index integer, token_hash text, at timestamptz, login_born_after timestamptz,
            seed_pair_id integer, nonce integer, launch_id text, user_code text, game_code text,
            engine text, client_seed text, bet text, stake bigint, outcome text, win bigint)
          order by round.user_code, round.index
        loop
          select played.o_status, played.o_round_id, played.o_player_id, played.o_balance
            into o_status, o_round_id, o_player_id, o_balance
            from play_decided_round(r.token_hash, r.at, r.login_born_after, p_provider,
                                    r.seed_pair_id, r.nonce, r.launch_id, r.user_code,
                                    r.game_code, r.engine, r.client_seed, r.bet, r.stake,
                                    r.outcome, r.win) as played;
          o_index := r.index;
          if o_status = 'played' then
            v_played := array_append(v_played, o_player_id);
          end if;
          return next;
        end loop;
        -- The batch's wallet changes are announced in its commit, as the wallet trigger would:
        -- one batch commits at a time, so this notify makes no round wait for another.
        select nspname into v_schema
          from pg_class join pg_namespace on pg_namespace.oid = pg_class.relnamespace
         where pg_class.oid = 'wallet_account'::regclass;
        perform pg_notify(
                  case when v_schema = 'public' then 'frnotify' else 'frnotify_' || v_schema end,
                  '~balance:' || player)
           from (select distinct unnest(v_played) as player) as played;
      end
      $$
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function play_decided_rounds(text, json)`.execute(db);
  },
};
