import { sql } from 'kysely';
import type { DatabaseHandle } from '../db';
import { ApiError, type ServerKey } from '../http';
import { rateLimitTrips } from '../metrics/domain-metrics';

/** How many attempts of one kind a subject (an account or an IP) may make per window. */
export interface RateRule {
  /** Stable name, part of the counter key, e.g. `login-account`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** One counter to charge: a rule and whom it counts (a lower-case username, an IP). */
export type RateCharge = [rule: RateRule, subject: string];

/** Fixed-window attempt counters kept in the database, so every API process shares them. */
export interface RateLimiter {
  /**
   * Counts one attempt on every charge and throws a 429 `ApiError` when any counter is now over
   * its limit. Call it before any costly or secret-revealing work (password hashing, code checks).
   */
  consume(charges: RateCharge[]): Promise<void>;
  /** Counts like `consume`, but answers false instead of throwing when a counter is over. */
  allows(charges: RateCharge[]): Promise<boolean>;
  /**
   * Takes one attempt on every counter if each is still under its limit, and answers true; when
   * any is full it answers false and charges none of them (what it took is given back), so a
   * refused request counts nowhere. One statement per counter: concurrent callers from several
   * processes never get more attempts than the limit between them.
   */
  reserve(charges: RateCharge[]): Promise<boolean>;
  /** Counts one attempt on every charge whatever the limits (e.g. a wrong guess behind a challenge). */
  count(charges: RateCharge[]): Promise<void>;
  /** Takes one attempt back (e.g. a successful login does not count against the IP). */
  refund(charges: RateCharge[]): Promise<void>;
  /** Forgets the counters (e.g. the account's failed logins after a successful one). */
  clear(charges: RateCharge[]): Promise<void>;
  /** Starts the counter afresh now, with no attempts (e.g. an address has proved who it is). */
  restart(charge: RateCharge): Promise<void>;
  /** Whether the counter was started and its window has not ended yet. */
  isRunning(charge: RateCharge): Promise<boolean>;
}

const tooManyAttempts = 'serverHttp:tooManyAttempts' satisfies ServerKey;

const keyOf = ([rule, subject]: RateCharge) => `${rule.name}:${subject.toLowerCase()}`;

/** A limiter on the `rate_limit` table, reading the time from `clock`. */
export function createRateLimiter(database: DatabaseHandle, clock: () => Date): RateLimiter {
  const { db } = database;

  /**
   * Counts one attempt on the counter in one statement, so concurrent attempts from several
   * processes are all counted: a counter whose window has ended starts again at 1. With
   * `onlyWithRoom`, a counter already full is left alone and no row comes back.
   */
  function countAttempt(entry: RateCharge, now: Date, onlyWithRoom: boolean) {
    const [rule] = entry;
    const cutoff = new Date(now.getTime() - rule.windowMs);
    const withRoom = onlyWithRoom
      ? sql`where rate_limit.window_start <= ${cutoff} or rate_limit.hits < ${rule.limit}`
      : sql``;
    return sql<{ hits: number; window_start: Date }>`
      insert into rate_limit (key, window_start, hits) values (${keyOf(entry)}, ${now}, 1)
      on conflict (key) do update set
        hits = case when rate_limit.window_start <= ${cutoff} then 1
                    else rate_limit.hits + 1 end,
        window_start = case when rate_limit.window_start <= ${cutoff} then ${now}
                            else rate_limit.window_start end
      ${withRoom}
      returning hits, window_start
    `.execute(db);
  }

  /**
   * Counts one attempt on every charge; how long until the latest full counter empties, or 0.
   * With `trips`, each counter past its limit counts as a trip of its rule (`/metrics`).
   */
  async function charge(charges: RateCharge[], trips: boolean): Promise<number> {
    const now = clock();
    let retryAfterMs = 0;
    for (const entry of charges) {
      const [rule] = entry;
      const result = await countAttempt(entry, now, false);
      const row = result.rows[0];
      if (row && row.hits > rule.limit) {
        if (trips) rateLimitTrips.inc({ rule: rule.name });
        const ends = new Date(row.window_start).getTime() + rule.windowMs;
        retryAfterMs = Math.max(retryAfterMs, ends - now.getTime());
      }
    }
    return retryAfterMs;
  }

  /** Takes one attempt on the counter unless it is full; whether it did. */
  async function take(entry: RateCharge): Promise<boolean> {
    const result = await countAttempt(entry, clock(), true);
    if (result.rows.length === 1) return true;
    rateLimitTrips.inc({ rule: entry[0].name });
    return false;
  }

  async function refund(charges: RateCharge[]): Promise<void> {
    for (const charge of charges) {
      await db
        .updateTable('rate_limit')
        .set({ hits: sql`greatest(hits - 1, 0)` })
        .where('key', '=', keyOf(charge))
        .execute();
    }
  }

  return {
    async consume(charges) {
      const retryAfterMs = await charge(charges, true);
      if (retryAfterMs > 0) {
        const minutes = String(Math.max(1, Math.ceil(retryAfterMs / 60_000)));
        throw new ApiError({
          status: 429,
          code: 'rate_limited',
          text: tooManyAttempts,
          params: { minutes },
        });
      }
    },
    async allows(charges) {
      return (await charge(charges, true)) === 0;
    },
    async reserve(charges) {
      const taken: RateCharge[] = [];
      for (const entry of charges) {
        if (!(await take(entry))) {
          await refund(taken);
          return false;
        }
        taken.push(entry);
      }
      return true;
    },
    async count(charges) {
      await charge(charges, false);
    },
    refund,
    async clear(charges) {
      if (charges.length === 0) return;
      await db.deleteFrom('rate_limit').where('key', 'in', charges.map(keyOf)).execute();
    },
    async restart(entry) {
      const now = clock();
      await db
        .insertInto('rate_limit')
        .values({ key: keyOf(entry), window_start: now, hits: 0 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ window_start: now, hits: 0 }),
        )
        .execute();
    },
    async isRunning(entry) {
      const [rule] = entry;
      const row = await db
        .selectFrom('rate_limit')
        .select('key')
        .where('key', '=', keyOf(entry))
        .where('window_start', '>', new Date(clock().getTime() - rule.windowMs))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

const fifteenMinutes = 15 * 60_000;
const hour = 4 * fifteenMinutes;

/**
 * The limits of the account calls. Past a login, sign-up or recovery limit the call is not
 * refused: it asks for a solved proof-of-work challenge (`challenges/`), so an honest player
 * always gets in and each further attempt costs whoever makes it real work.
 */
export const accountRateRules = {
  /** Failed logins (and old-password checks) per account. */
  loginPerAccount: { name: 'login-account', limit: 5, windowMs: fifteenMinutes },
  /**
   * Failed logins of an account from an address that logged in to it or reset its password in
   * the last hour: that address is not held to guesses from elsewhere, only to its own.
   */
  loginFromOwnAddress: { name: 'login-own-address', limit: 5, windowMs: hour },
  /**
   * Failed logins per IP. Mobile carriers put thousands of players behind one address: past this
   * they solve challenges, they are not turned away.
   */
  loginPerIp: { name: 'login-ip', limit: 20, windowMs: fifteenMinutes },
  /** Codes sent (reset or SMS) per account. */
  codeSendPerAccount: { name: 'code-send-account', limit: 3, windowMs: fifteenMinutes },
  /** Codes sent per IP. */
  codeSendPerIp: { name: 'code-send-ip', limit: 10, windowMs: fifteenMinutes },
  /**
   * SMS sent to one handset, whichever account or address asks: many accounts must not turn the
   * phone step into an SMS bomb against someone else's number.
   */
  smsPerNumber: { name: 'sms-number', limit: 5, windowMs: hour },
  /** Code checks per account (each code also allows only 5 tries). */
  codeCheckPerAccount: { name: 'code-check-account', limit: 10, windowMs: fifteenMinutes },
  /** Code checks per IP. */
  codeCheckPerIp: { name: 'code-check-ip', limit: 30, windowMs: fifteenMinutes },
  /** Sign-ups per IP (carrier NAT again: past it, a challenge). */
  signUpPerIp: { name: 'sign-up-ip', limit: 5, windowMs: hour },
  /** Sign-ups per device: the browser fingerprint the site sends, or none. */
  signUpPerDevice: { name: 'sign-up-device', limit: 3, windowMs: 24 * hour },
} satisfies Record<string, RateRule>;

/**
 * A phone number as one handset, in international digits: `+90 555 999 88 77`, `905559998877`,
 * `00905559998877`, `05559998877` and `5559998877` are all `905559998877`. A Turkish number is 10
 * digits from its leading 5 (mobile) or 2–4 (landline) on; other countries' numbers keep their
 * digits without the `00` prefix.
 */
export function handsetNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  const national = /^(?:90|0)?([2-5]\d{9})$/.exec(digits)?.[1];
  return national ? `90${national}` : digits;
}

/** The charge of one SMS to `phone`, counted on the handset whichever way the number is written. */
export function smsNumberCharge(phone: string): RateCharge {
  return [accountRateRules.smsPerNumber, handsetNumber(phone)];
}

/** The counter of an account's failed logins from one address it has proved to hold it from. */
export function ownAddressCharge(username: string, ip: string): RateCharge {
  return [accountRateRules.loginFromOwnAddress, `${username} ${ip}`];
}
