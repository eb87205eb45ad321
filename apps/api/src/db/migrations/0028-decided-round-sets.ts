import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: a batch of decided rounds written as sets. `play_decided_rounds` (0027) played each
 * round of a batch through `play_decided_round`, about a dozen PL/pgSQL statements a round, and
 * with one batch in flight per process that one backend's statements bound the busy process
 * (`bench/players.mjs` at 3,500-4,000 players: 3-8 rounds a call, the batch busy nearly all the
 * time). Now, from four rounds on, the rounds of players who have only one round in the batch,
 * the common case, are played together in a few statements whatever their number:
 *
 * 1. each round's player, when its game session is live (the same question as the round's);
 * 2. every player's wallet locked, in the order of their user codes (as 0027 locks them);
 * 3. the rounds in the common case (no limits, exclusion or bonus being wagered, the stake in
 *    cash, no rollback of its bet seen) take their round ids, in the order of their user codes;
 * 4. their nonces are taken (a pair rotated or moved on leaves its round `stale`);
 * 5. their round rows, ledger rows, `game_transaction` rows and wallets are written in one
 *    statement, with the same ids, keys, references and balances as `play_decided_round`
 *    writes; a transaction id found taken raises `ZR409` and undoes the batch (0026).
 *
 * A player with several rounds in the batch has them played one at a time, in order, by 0027's
 * batch, renamed `play_decided_rounds_each`: each decides on the balance the one before left.
 * A batch of up to three rounds is all played that way: the sets' statements take about 0.2 ms
 * to start whatever their rows (an empty batch took 0.31 ms against 0.09 ms), which a round one
 * at a time spends on its own only from about four rounds on. From
 * one connection, 8 rounds a call took 0.36-0.42 ms a round as sets against 0.55-0.62 ms one at a
 * time, 16 rounds 0.31-0.36 against 0.49-0.51. What a round answers is unchanged: `played` with
 * its round id and balance, `stale`, or `other` for the TypeScript round.
 */
const playDecidedRoundsAsSets = sql`
  create function play_decided_rounds(p_provider text, p_rounds json)
  returns table (o_index integer, o_status text, o_round_id integer, o_player_id integer,
                 o_balance bigint)
  language plpgsql set lock_timeout = '50ms' set enable_seqscan = off as $$
  declare
    v_rounds decided_round_call[];
    v_several integer[];
    v_ready decided_round_call[];
    v_taken decided_round_call[];
    v_written integer;
  begin
    if json_array_length(p_rounds) < 4 then
      return query select * from play_decided_rounds_each(p_provider, p_rounds);
      return;
    end if;

    -- 1. Each round with its player, when its game session is live.
    select array_agg(row(round.index, round.token_hash, round.at, round.login_born_after,
                         round.seed_pair_id, round.nonce, round.launch_id, round.user_code,
                         round.game_code, round.engine, round.client_seed, round.bet,
                         round.stake, round.outcome, round.win,
                         (select game.player_id
                            from game_session game
                            join player_session login on login.id = game.player_session_id
                            join player on player.id = game.player_id
                           where game.token_hash = round.token_hash
                             and player.usercode = round.user_code
                             and game.expires_at > round.at
                             and login.revoked_at is null
                             and (login.ends_at is null or login.ends_at > round.at)
                             and login.created_at > round.login_born_after),
                         null, null, null, null)::decided_round_call
                     order by round.user_code, round.index)
      into v_rounds
      from json_populate_recordset(null::decided_round_call, p_rounds) as round;
    v_several := array(select round.player_id from unnest(v_rounds) as round
                        where round.player_id is not null
                        group by round.player_id having count(*) > 1);

    -- 2. Every wallet of the batch, locked in the order of the user codes, as the rounds of a
    -- small batch lock them one by one.
    perform 1 from wallet_account wallet
      join unnest(v_rounds) as round on round.player_id = wallet.player_id
     order by round.user_code
       for update of wallet;

    -- 3. The rounds in the common case, read after the locks, with their round ids.
    with ready as (
      select round.index, round.token_hash, round.at, round.login_born_after,
             round.seed_pair_id, round.nonce, round.launch_id, round.user_code,
             round.game_code, round.engine, round.client_seed, round.bet, round.stake,
             round.outcome, round.win, round.player_id,
             nextval('demo_round_id_seq')::integer as round_id,
             wallet.balance_kurus, wallet.held_kurus, wallet.bonus_kurus
        from unnest(v_rounds) as round
        join wallet_account wallet on wallet.player_id = round.player_id
       where round.player_id <> all (v_several)
         and round.stake > 0 and round.win >= 0 and wallet.balance_kurus >= round.stake
         and not exists (select 1 from player_bonus bonus
                          where bonus.player_id = round.player_id and bonus.status = 'active')
         and not exists (select 1 from player_limit lim where lim.player_id = round.player_id)
         and not exists (select 1 from player_exclusion excl
                          where excl.player_id = round.player_id)
       order by round.user_code, round.index
    )
    select array_agg(ready::decided_round_call order by ready.user_code, ready.index)
      into v_ready
      from ready
     where not exists (select 1 from game_transaction seen
                        where seen.provider = p_provider
                          and seen.kind = 'rollback'
                          and seen.reference_transaction_id = 'zd-' || ready.round_id || '-bet');

    -- 4. Their nonces, each only if it is still its pair's next.
    with taken as (
      update demo_seed_pair pair set nonce = pair.nonce + 1
        from unnest(v_ready) as ready
       where pair.id = ready.seed_pair_id
         and pair.user_code = ready.user_code
         and pair.rotated_at is null
         and pair.nonce = ready.nonce
      returning ready.*
    )
    select array_agg(taken::decided_round_call order by taken.user_code, taken.index)
      into v_taken
      from taken;

    -- 5. What they write. The wallet trigger announces each player's new balance in the
    -- batch's commit (once a player, as PostgreSQL folds equal notifications).
    with round as (
      select taken.*, 'zd-' || taken.round_id as reference
        from unnest(v_taken) as taken
    ), round_row as (
      insert into demo_round (id, launch_id, user_code, game_code, engine, seed_pair_id,
                              client_seed, nonce, bet, stake_kurus, outcome, win_kurus, status,
                              started_at, settled_at, due_at)
      select round.round_id, round.launch_id, round.user_code, round.game_code, round.engine,
             round.seed_pair_id, round.client_seed, round.nonce, round.bet, round.stake,
             round.outcome, round.win, 'settled', round.at, round.at, null
        from round
    ), entry as (
      -- The stake, then the win, with the cash balance each leaves.
      select round.*, entry.*
        from round
        cross join lateral (values
          (1, 'bet', round.reference || '-bet', -round.stake, round.cash - round.stake),
          (2, 'win', round.reference || '-win', round.win, round.cash - round.stake + round.win)
        ) as entry(step, kind, transaction_id, amount, cash_after)
    ), ledger as (
      -- A win of nothing closes the round without a ledger row.
      insert into wallet_ledger (player_id, kind, pocket, amount_kurus, held_change_kurus,
                                 balance_after, held_after, idempotency_key, reference)
      select entry.player_id, entry.kind, 'cash', entry.amount, 0, entry.cash_after, entry.held,
             'game:' || p_provider || ':' || entry.transaction_id,
             'round:' || p_provider || ':' || entry.reference
        from entry
       where entry.amount <> 0
       order by entry.user_code, entry.step
      returning wallet_ledger.id, wallet_ledger.player_id, wallet_ledger.kind
    ), transaction as (
      insert into game_transaction (provider, transaction_id, player_id, kind, status,
                                    round_id, game_code, amount_kurus,
                                    reference_transaction_id, round_closed, ledger_id,
                                    balance_after, created_at, bonus_id, bonus_part_kurus,
                                    wagered_kurus)
      select p_provider, entry.transaction_id, entry.player_id, entry.kind, 'done',
             entry.reference, entry.game_code, abs(entry.amount),
             case when entry.step = 2 then entry.reference || '-bet' end, entry.step = 2,
             ledger.id, entry.cash_after + entry.bonus, entry.at, null, 0, 0
        from entry
        left join ledger on ledger.player_id = entry.player_id and ledger.kind = entry.kind
       order by entry.user_code, entry.step
      on conflict (provider, transaction_id) do nothing
      returning 1
    ), wallet as (
      update wallet_account wallet
         set balance_kurus = round.cash - round.stake + round.win, updated_at = now()
        from round
       where wallet.player_id = round.player_id
    )
    select count(*) into v_written from transaction;
    if v_written < 2 * coalesce(cardinality(v_taken), 0) then
      raise exception 'a decided round''s transaction id was seen before' using errcode = 'ZR409';
    end if;

    return query
      select round.index, 'played', round.round_id, round.player_id,
             round.cash - round.stake + round.win + round.bonus
        from unnest(v_taken) as round;
    return query
      select ready.index, 'stale', null::integer, ready.player_id, null::bigint
        from unnest(v_ready) as ready
       where ready.index <> all (select taken.index from unnest(v_taken) as taken);

    -- A player's several rounds: one at a time, in order, each on the balance the last left
    -- (0027's batch, which announces them in this commit too).
    if cardinality(v_several) > 0 then
      return query
        select * from play_decided_rounds_each(p_provider, (
          select json_agg(round) from unnest(v_rounds) as round
           where round.player_id = any (v_several)));
    end if;

    -- Every other round is the TypeScript round's.
    return query
      select round.index, 'other', null::integer, round.player_id, null::bigint
        from unnest(v_rounds) as round
       where (round.player_id is null or round.player_id <> all (v_several))
         and round.index <> all (select ready.index from unnest(v_ready) as ready);
  end
  $$
`;

export const decidedRoundSets = {
  async up(db: Kysely<unknown>): Promise<void> {
    // 0027's batch, one round at a time, stays for batches of up to three rounds.
    await sql`alter function play_decided_rounds(text, json) rename to play_decided_rounds_each`.execute(
      db,
    );
    // A round of the batch as the API sends it, then what the batch learns of it.
    await sql`
      create type decided_round_call as (
        index integer, token_hash text, at timestamptz, login_born_after timestamptz,
        seed_pair_id integer, nonce integer, launch_id text, user_code text, game_code text,
        engine text, client_seed text, bet text, stake bigint, outcome text, win bigint,
        player_id integer, round_id integer, cash bigint, held bigint, bonus bigint)
    `.execute(db);
    await playDecidedRoundsAsSets.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function play_decided_rounds(text, json)`.execute(db);
    await sql`drop type decided_round_call`.execute(db);
    await sql`alter function play_decided_rounds_each(text, json) rename to play_decided_rounds`.execute(
      db,
    );
  },
};
