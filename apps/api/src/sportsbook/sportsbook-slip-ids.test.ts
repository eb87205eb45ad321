import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSportsbookSecret } from '../config';
import type { DatabaseHandle } from '../db';
import { migrateToLatest, migrations } from '../db/migrations';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { createSeamlessWallet } from '../game-wallet';
import { createPlayerEvents } from '../notifications';
import { openTestApp } from '../test-app';
import { findLedgerMismatches, postLedgerEntry, readWallet } from '../wallet';
import { insertTestPlayers } from '../wallet/test-wallet-players';
import { createBetSlips } from './bet-slips';
import { type Match, matchesBetween } from './fixtures';
import { createMatchCourses, type Pick } from './markets';
import { bettor } from './test-bettors';

const start = new Date('2026-11-23T12:00:00Z');
// The test app plays the development secret's courses, so the test knows the results.
const courses = createMatchCourses(developmentSportsbookSecret);
const [match] = matchesBetween(
  new Date('2026-11-23T12:01:00Z'),
  new Date('2026-11-24'),
  'football',
);
const winning = (['home', 'draw', 'away'] as const).find((pick) =>
  courses.selectionWon(match as Match, 'result', pick, courses.endOf(match as Match)),
) as Pick;
const winningSelection = () => {
  const odds = courses
    .marketsAt(match as Match, start)
    .find((market) => market.kind === 'result')
    ?.selections.find((selection) => selection.pick === winning)?.odds as number;
  return { matchId: (match as Match).id, market: 'result', pick: winning, odds };
};

function post(app: FastifyInstance, path: string, body: unknown, headers = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/sportsbook/demo/api/${path}`,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: JSON.stringify(body),
  });
}

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`sportsbook slip ids on ${kind}`, () => {
    let now = start;
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ app, database, close } = await openTestApp({ kind, app: { clock: () => now } }));
    }, 120_000);
    afterAll(() => close());

    const balance = async (playerId: number) =>
      (await readWallet(database.db, playerId)).balanceKurus;

    it('takes the same slip id from two players as two slips, at once or one after the other, each paid once', async () => {
      now = start;
      const [first, second] = [await bettor(app, database, 100), await bettor(app, database, 100)];
      const slip = { stake: 1000, lang: 'en', selections: [winningSelection()] };
      const ids = [randomUUID(), randomUUID()];

      // One after the other: the second player's slip was refused as "already placed".
      for (const player of [first, second]) {
        const placed = await post(app, 'place', { token: player.token, betId: ids[0], ...slip });
        expect(placed.statusCode, placed.body).toBe(200);
        expect(placed.json().data).toMatchObject({ id: ids[0], stake: 10, status: 'open' });
      }
      // At the same moment: on PostgreSQL one of them was a 500, in Turkish.
      const together = await Promise.all(
        [first, second].map((player) =>
          post(app, 'place', { token: player.token, betId: ids[1], ...slip }),
        ),
      );
      expect(together.map((answer) => [answer.statusCode, answer.json().success])).toEqual([
        [200, true],
        [200, true],
      ]);

      // The same player's id stays theirs: placed again it is the same slip, not a new stake.
      const again = await post(app, 'place', { token: first.token, betId: ids[0], ...slip });
      expect(again.statusCode).toBe(200);
      const other = await post(app, 'place', {
        token: first.token,
        betId: ids[0],
        ...slip,
        stake: 2000,
      });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({
        success: false,
        message: 'This slip was already placed with other contents.',
      });
      const otherTr = await post(app, 'place', {
        token: first.token,
        betId: ids[0],
        ...slip,
        lang: 'tr',
        stake: 2000,
      });
      expect(otherTr.json().message).toBe('Bu kupon zaten farklı bir içerikle verildi.');

      for (const player of [first, second]) {
        expect(await balance(player.playerId)).toBe(8000n);
        const bets = (await post(app, 'bets', { token: player.token })).json().data;
        expect(bets.map((bet: { id: string }) => bet.id).sort()).toEqual([...ids].sort());
      }

      now = new Date(courses.endOf(match as Match).getTime() + 1000);
      const win = Math.floor(1000 * winningSelection().odds);
      for (const player of [first, second]) {
        const bets = (await post(app, 'bets', { token: player.token })).json().data;
        expect(bets.map((bet: { status: string }) => bet.status)).toEqual(['won', 'won']);
        expect(await balance(player.playerId)).toBe(BigInt(8000 + 2 * win));
      }
      const settle = await app.inject({ method: 'POST', url: '/api/operator/sportsbook/settle' });
      expect(settle.statusCode).toBe(200);
      for (const player of [first, second]) {
        expect(await balance(player.playerId)).toBe(BigInt(8000 + 2 * win));
      }
      expect(await findLedgerMismatches(database.db)).toEqual([]);
    });

    it('answers every refusal in the language the call asks for', async () => {
      now = start;
      const player = await bettor(app, database, 5);
      const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
        [
          'place',
          { betId: randomUUID(), stake: 100, selections: [winningSelection()] },
          401,
          'Log in to place a bet.',
          'Bahis yapmak için giriş yapın.',
        ],
        [
          'place',
          { token: player.token, betId: 'not-a-uuid', stake: 100, selections: [] },
          400,
          'The slip is not valid.',
          'Kupon geçersiz.',
        ],
        [
          'place',
          {
            token: player.token,
            betId: randomUUID(),
            stake: 100,
            selections: [{ ...winningSelection(), matchId: 'football-20261123-999' }],
          },
          400,
          'This match was not found.',
          'Bu maç bulunamadı.',
        ],
        [
          'place',
          {
            token: player.token,
            betId: randomUUID(),
            stake: 1000,
            selections: [winningSelection()],
          },
          400,
          'Your balance is too low for this bet.',
          'Bakiyeniz bu bahis için yetersiz.',
        ],
        [
          'bets',
          { token: 'unknown' },
          401,
          'Your session has ended; please log in again.',
          'Oturumunuz sona erdi; lütfen yeniden giriş yapın.',
        ],
        ['events', { section: 'nowhere' }, 400, 'The request is invalid.', 'İstek geçersiz.'],
      ];
      for (const [path, body, status, en, tr] of cases) {
        for (const [lang, message] of [
          ['en', en],
          ['tr', tr],
        ] as const) {
          const answer = await post(app, path, { ...body, lang });
          expect(answer.statusCode, `${path} ${lang}`).toBe(status);
          expect(answer.json().message, `${path} ${lang}`).toBe(message);
        }
      }
      expect(await balance(player.playerId)).toBe(500n);
      const missing = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/sportsbook/demo/assets/nothing.js', headers });
      expect((await missing({ locale: 'en' })).json().message).toBe(
        'The requested address was not found.',
      );
      expect((await missing({})).json().message).toBe('İstenen adres bulunamadı.');
    });
  });
}

describe('a sportsbook call that fails unforeseen', () => {
  it('is answered in the language of the page that made it, and logged', async () => {
    const logged: string[] = [];
    const { app, database, close } = await openTestApp({
      app: { clock: () => start },
      log: { stream: { write: (line) => logged.push(line) } },
    });
    try {
      const player = await bettor(app, database, 5);
      await database.db.schema.dropTable('sports_bet_selection').execute();
      await database.db.schema.dropTable('sports_bet').execute();
      for (const [lang, message] of [
        ['en', 'Something went wrong on our side. Please try again later.'],
        ['tr', 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
      ] as const) {
        const answer = await post(app, 'bets', { token: player.token, lang });
        expect(answer.statusCode).toBe(500);
        expect(answer.json()).toEqual({ success: false, message, data: null });
      }
      const failures = logged.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(failures.map((line) => line.msg)).toEqual(['Request failed', 'Request failed']);
    } finally {
      await close();
    }
  });
});

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`slips placed before migration 0016 on ${kind}`, () => {
    it('keep their wallet round and settle after it', async () => {
      const database = await openTestDatabase(kind, { migrate: false });
      try {
        const migrator = new Migrator({
          db: database.db,
          provider: { getMigrations: async () => migrations },
          migrationTableSchema: database.schema,
        });
        const migrated = await migrator.migrateTo('0014_cache_invalidation');
        expect(migrated.error).toBeUndefined();

        const [playerId] = await insertTestPlayers(database.db, 1);
        if (playerId === undefined) throw new Error('no player');
        const login = await database.db
          .insertInto('player_session')
          .values({
            player_id: playerId,
            token_hash: `sb-migration-${randomUUID()}`,
            fingerprint: null,
            ip: '127.0.0.1',
            user_agent: null,
            created_at: start,
            last_seen_at: start,
            revoked_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        let now = start;
        const wallet = createSeamlessWallet({
          database,
          clock: () => now,
          events: createPlayerEvents(),
          provider: 'zar-demo',
        });
        const session = await wallet.openGameSession({
          playerId,
          playerSessionId: login.id,
          gameCode: 'sportsbook',
        });
        // A slip as the sportsbook placed it before: its stake is wallet round `sb-<slip id>`.
        const betId = randomUUID();
        const selection = winningSelection();
        const oddsX100 = Math.round(selection.odds * 100);
        const old = database.db.withTables<{
          sports_bet: Record<string, unknown>;
          sports_bet_selection: Record<string, unknown>;
        }>();
        await old
          .insertInto('sports_bet')
          .values({
            id: betId,
            player_id: playerId,
            token: session.token,
            kind: 'single',
            stake_kurus: 1000,
            odds_x100: oddsX100,
            potential_kurus: Math.floor((1000 * oddsX100) / 100),
            status: 'open',
            win_kurus: 0,
            placed_at: start,
          })
          .execute();
        await old
          .insertInto('sports_bet_selection')
          .values({
            bet_id: betId,
            match_id: selection.matchId,
            market: 'result',
            pick: selection.pick,
            odds_x100: oddsX100,
          })
          .execute();

        expect(await migrateToLatest(database)).toContain('0016_sports_slips_per_player');
        // Its stake as the wallet took it: round `sb-<slip id>` (the wallet's own tables are
        // today's, 0023's bonus pockets included, so the money moves after migrating).
        await postLedgerEntry(database.db, {
          playerId,
          kind: 'deposit',
          amountKurus: 5000n,
          idempotencyKey: `seed:${playerId}`,
        });
        const stake = await wallet.bet({
          token: session.token,
          transactionId: `sb-${betId}`,
          roundId: `sb-${betId}`,
          gameCode: 'sportsbook',
          amountKurus: 1000n,
        });
        expect(stake.status).toBe('RS_OK');
        now = new Date(courses.endOf(match as Match).getTime() + 1000);
        const slips = createBetSlips({ db: database.db, wallet, clock: () => now, courses });
        expect(await slips.settleDue()).toBe(1);
        const [settled] = await slips.slipsOf(playerId);
        expect(settled).toMatchObject({ id: betId, status: 'won' });
        const win = BigInt(Math.floor((1000 * oddsX100) / 100));
        expect((await readWallet(database.db, playerId)).balanceKurus).toBe(4000n + win);
        expect(await findLedgerMismatches(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    });
  });
}
