import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Issue 26: a round of our own games (slot, roulette) in one database call. The API decides the
 * round from the seed pair and nonce it expects, then `play_decided_round` does in one statement
 * what `SeamlessWallet.playRound` does in about fourteen: checks the game session, locks the
 * wallet, takes that nonce (only if it is still the pair's next one), records the round settled,
 * and posts the stake and the win to the ledger with their `game_transaction` rows, under the
 * same ids, keys and references. It plays only the common case and changes nothing otherwise:
 * `other` when the player has limits, an exclusion or a bonus being wagered, cannot pay the stake
 * in cash, or the session is not live (the TypeScript path, which holds those rules, plays it;
 * also when the round's fresh ids were somehow seen before), `stale` when the pair was rotated
 * or its nonce moved on (the API reads the pair again). Being one statement, it is all or
 * nothing: an error anywhere leaves no round, no nonce taken and no money moved. Its wallet update
 * keeps the wallet trigger's notify out of the commit; the API announces the change after it.
 */
/**
 * The wallet and session triggers' function (migration 0014): with `skipAnnounced`, a balance
 * change whose writer set `zar.balance_announced` for its statement is not notified.
 */
function invalidationTrigger(db: Kysely<unknown>, { skipAnnounced }: { skipAnnounced: boolean }) {
  const skip = skipAnnounced
    ? sql`if tg_argv[0] = 'balance' and current_setting('zar.balance_announced', true) = 'on' then
          return null;
        end if;`
    : sql``;
  return sql`
    create or replace function notify_cache_invalidation() returns trigger language plpgsql as $$
    begin
      ${skip}
      perform pg_notify(
        case when tg_table_schema = 'public' then 'frnotify' else 'frnotify_' || tg_table_schema end,
        '~' || tg_argv[0] || ':' || coalesce(new.player_id, old.player_id)
      );
      return null;
    end
    $$
  `.execute(db);
}

/**
 * How `play_decided_round` makes sure the round's fresh transaction ids were never seen.
 *
 * - `0025` asked before writing, in one condition joined by `or`.
 * - `0026` asks only for a rollback that came before its bet, from a partial index of rollbacks,
 *   and lets the insert of the round's two `game_transaction` rows find a taken id
 *   (`on conflict do nothing`), raising `ZR409` so the API plays the round the TypeScript way.
 *   PL/pgSQL plans each statement once per connection; planned while `game_transaction` was
 *   small, 0025's question read every row of the provider on each later round (55 % of the
 *   function's time in `bench/players.mjs` after 90 s, and growing with the table). The function
 *   is also planned with sequential scans off, so no plan made on a small table reads a large one.
 */
type Revision = '0025' | '0026';

const revisions: Record<
  Revision,
  { planning: RawBuilder<unknown>; seenBefore: RawBuilder<unknown>; written: RawBuilder<unknown> }
> = {
  '0025': {
    planning: sql``,
    seenBefore: sql`if exists (select 1 from game_transaction seen
                    where seen.provider = p_provider
                      and (seen.transaction_id in (v_bet, v_win)
                           or (seen.kind = 'rollback'
                               and seen.reference_transaction_id = v_bet))) then
        return;
      end if;`,
    written: sql`;`,
  },
  '0026': {
    planning: sql`set enable_seqscan = off`,
    seenBefore: sql`if exists (select 1 from game_transaction seen
                  where seen.provider = p_provider
                    and seen.kind = 'rollback'
                    and seen.reference_transaction_id = v_bet) then
        return;
      end if;`,
    written: sql`
      on conflict (provider, transaction_id) do nothing;
      get diagnostics v_written = row_count;
      if v_written < 2 then
        raise exception 'a decided round''s transaction id was seen before' using errcode = 'ZR409';
      end if;`,
  },
};

/**
 * The SQLSTATE `play_decided_round` raises when one of its fresh transaction ids was taken: its
 * writes are undone, and the TypeScript round plays instead.
 */
export const decidedRoundIdSeen = 'ZR409';

/** Creates (or replaces) `play_decided_round` as the given migration wrote it. */
export function createPlayDecidedRound(db: Kysely<unknown>, revision: Revision) {
  const { planning, seenBefore, written } = revisions[revision];
  return sql`
    create or replace function play_decided_round(
      p_token_hash text,
      p_now timestamptz,
      p_login_born_after timestamptz,
      p_provider text,
      p_seed_pair_id integer,
      p_nonce integer,
      p_launch_id text,
      p_user_code text,
      p_game_code text,
      p_engine text,
      p_client_seed text,
      p_bet text,
      p_stake bigint,
      p_outcome text,
      p_win bigint,
      out o_status text,
      out o_round_id integer,
      out o_player_id integer,
      out o_balance bigint
    ) language plpgsql ${planning} as $$
    declare
      v_cash bigint;
      v_held bigint;
      v_bonus bigint;
      v_after_bet bigint;
      v_round text;
      v_bet text;
      v_win text;
      v_ledger bigint;
      v_win_ledger bigint;
      v_written integer;
    begin
      o_status := 'other';
      if p_stake <= 0 or p_win < 0 then
        return;
      end if;
      select game.player_id into o_player_id
        from game_session game
        join player_session login on login.id = game.player_session_id
        join player on player.id = game.player_id
       where game.token_hash = p_token_hash
         and player.usercode = p_user_code
         and game.expires_at > p_now
         and login.revoked_at is null
         and (login.ends_at is null or login.ends_at > p_now)
         and login.created_at > p_login_born_after;
      if not found then
        return;
      end if;
      select wallet.balance_kurus, wallet.held_kurus, wallet.bonus_kurus
        into v_cash, v_held, v_bonus
        from wallet_account wallet
       where wallet.player_id = o_player_id
         for update;
      if not found or v_cash < p_stake
        or exists (select 1 from player_bonus bonus
                    where bonus.player_id = o_player_id
                      and bonus.status = 'active')
        or exists (select 1 from player_limit lim
                    where lim.player_id = o_player_id)
        or exists (select 1 from player_exclusion excl
                    where excl.player_id = o_player_id) then
        return;
      end if;

      -- The round's id first, so its transaction ids can be checked before anything is
      -- written: a fresh id was never seen, but if it were, playRound plays the round.
      o_round_id := nextval('demo_round_id_seq');
      v_round := 'zd-' || o_round_id;
      v_bet := v_round || '-bet';
      v_win := v_round || '-win';
      ${seenBefore}

      update demo_seed_pair pair set nonce = pair.nonce + 1
       where pair.id = p_seed_pair_id
         and pair.user_code = p_user_code
         and pair.rotated_at is null
         and pair.nonce = p_nonce;
      if not found then
        o_status := 'stale';
        return;
      end if;

      insert into demo_round (id, launch_id, user_code, game_code, engine, seed_pair_id,
                              client_seed, nonce, bet, stake_kurus, outcome, win_kurus, status,
                              started_at, settled_at, due_at)
      values (o_round_id, p_launch_id, p_user_code, p_game_code, p_engine, p_seed_pair_id,
              p_client_seed, p_nonce, p_bet, p_stake, p_outcome, p_win, 'settled', p_now, p_now,
              null);

      v_after_bet := v_cash - p_stake;
      v_cash := v_after_bet + p_win;
      insert into wallet_ledger (player_id, kind, pocket, amount_kurus, held_change_kurus,
                                 balance_after, held_after, idempotency_key, reference)
      values (o_player_id, 'bet', 'cash', -p_stake, 0, v_after_bet, v_held,
              'game:' || p_provider || ':' || v_bet, 'round:' || p_provider || ':' || v_round)
      returning id into v_ledger;
      -- A win of nothing closes the round without a ledger row.
      if p_win > 0 then
        insert into wallet_ledger (player_id, kind, pocket, amount_kurus, held_change_kurus,
                                   balance_after, held_after, idempotency_key, reference)
        values (o_player_id, 'win', 'cash', p_win, 0, v_cash, v_held,
                'game:' || p_provider || ':' || v_win, 'round:' || p_provider || ':' || v_round)
        returning id into v_win_ledger;
      end if;
      insert into game_transaction (provider, transaction_id, player_id, kind, status,
                                    round_id, game_code, amount_kurus,
                                    reference_transaction_id, round_closed, ledger_id,
                                    balance_after, created_at, bonus_id, bonus_part_kurus,
                                    wagered_kurus)
      values (p_provider, v_bet, o_player_id, 'bet', 'done', v_round, p_game_code, p_stake,
              null, false, v_ledger, v_after_bet + v_bonus, p_now, null, 0, 0),
             (p_provider, v_win, o_player_id, 'win', 'done', v_round, p_game_code, p_win,
              v_bet, true, v_win_ledger, v_cash + v_bonus, p_now, null, 0, 0)${written}

      -- The API announces this change after the commit, with others (see below).
      perform set_config('zar.balance_announced', 'on', true);
      update wallet_account wallet set balance_kurus = v_cash, updated_at = now()
       where wallet.player_id = o_player_id;
      perform set_config('zar.balance_announced', 'off', true);
      o_balance := v_cash + v_bonus;
      o_status := 'played';
    end
    $$
  `.execute(db);
}

export const decidedRound = {
  async up(db: Kysely<unknown>): Promise<void> {
    // The wallet trigger (migration 0014) notifies every wallet change in its commit, and
    // PostgreSQL commits one notifying transaction at a time: at 2,000 rounds a second the
    // rounds queued for that turn (their SQL alone: 2,080 a second with it, 3,630 without). A
    // writer that announces its change itself, after its commit and batched with others, says so
    // for its own statement; every other writer (the API's other paths, tools, psql) is announced
    // as before.
    await invalidationTrigger(db, { skipAnnounced: true });
    await createPlayDecidedRound(db, '0025');
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await invalidationTrigger(db, { skipAnnounced: false });
    await sql`
      drop function play_decided_round(text, timestamptz, timestamptz, text, integer, integer,
        text, text, text, text, text, text, bigint, text, bigint)
    `.execute(db);
  },
};
