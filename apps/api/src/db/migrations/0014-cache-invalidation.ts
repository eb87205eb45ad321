import { type Kysely, sql } from 'kysely';

/**
 * API processes cache sessions and balances (`sessions/session-cache.ts`). Every change of a
 * wallet's balance and every revocation or new time limit of a session notifies the schema's hub
 * channel (`hub/postgres-hub-bus.ts`), from whichever process or tool made it, when it commits:
 * `~balance:<player id>` or `~sessions:<player id>`. Identical notifies of one transaction arrive
 * once, so a statement touching many rows of one player costs one.
 */
export const cacheInvalidation = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create function notify_cache_invalidation() returns trigger language plpgsql as $$
      begin
        perform pg_notify(
          case when tg_table_schema = 'public' then 'frnotify' else 'frnotify_' || tg_table_schema end,
          '~' || tg_argv[0] || ':' || coalesce(new.player_id, old.player_id)
        );
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger wallet_account_changed
      after insert or update of balance_kurus or delete on wallet_account
      for each row execute function notify_cache_invalidation('balance')
    `.execute(db);
    await sql`
      create trigger player_session_changed
      after update of revoked_at, ends_at, fingerprint, player_id or delete on player_session
      for each row execute function notify_cache_invalidation('sessions')
    `.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop trigger player_session_changed on player_session`.execute(db);
    await sql`drop trigger wallet_account_changed on wallet_account`.execute(db);
    await sql`drop function notify_cache_invalidation()`.execute(db);
  },
};
