import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../accounts/test-players';
import type { DatabaseHandle } from '../db';
import { postgresUnavailableReason } from '../db/test-database';
import { openTestApp } from '../test-app';
import { timeToReach } from './engines/crash';
import { hashServerSeed } from './fairness';
import {
  balanceOf,
  fundedPlayer,
  gameCall,
  holdingWallet,
  type LaunchedGame,
  launchGame,
  roundTransactions,
  secretsOf,
} from './test-demo-games';

/**
 * Issue 20: a player could read a crash round's server seed ahead (rotating the seed pair while
 * the round ran revealed it, so the crash point was known), auto cash-outs were paid only when
 * the page called again, two starts at once opened two rounds, and a cash-out that lost a race to
 * another was refused. Each test reproduces the attack against the whole API.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;
let now = Date.parse('2026-03-14T12:00:00Z');
const wallet = holdingWallet();

beforeAll(async () => {
  ({ app, database, close } = await openTestApp({
    app: { clock: () => new Date(now), demoGameWallet: wallet.wrap },
  }));
});
afterAll(async () => {
  await close();
});

/**
 * Every public call of the three games a player can make while a round runs, in that player's
 * launches: pages, state, crash state, a second start, seed rotation, state after it, the verify
 * page, and the site's game history and recent games. Answers every response with what it was.
 */
async function walkEveryPublicCall(token: string, launches: LaunchedGame[]) {
  const answers: { what: string; response: LightMyRequestResponse }[] = [];
  const seen = (what: string, response: LightMyRequestResponse) => {
    answers.push({ what, response });
    return response;
  };
  for (const launch of launches) {
    const body = { launch: launch.id };
    seen(`${launch.engine} page`, await app.inject({ method: 'GET', url: launch.page }));
    const state = seen(`${launch.engine} state`, await gameCall(app, 'state', body)).json().data;
    seen(`${launch.engine} crash/state`, await gameCall(app, 'crash/state', body));
    seen(`${launch.engine} crash/start`, await gameCall(app, 'crash/start', { ...body, bet: 100 }));
    seen(`${launch.engine} seeds/rotate`, await gameCall(app, 'seeds/rotate', body));
    seen(`${launch.engine} state after rotation`, await gameCall(app, 'state', body));
    const verify = new URLSearchParams({
      lang: 'en',
      game: launch.engine,
      // All a player holds of the pair: its hash, the client seed and the nonce.
      serverSeed: state.seeds.serverSeedHash,
      clientSeed: state.seeds.clientSeed,
      nonce: String(Math.max(0, state.seeds.nonce - 1)),
    });
    seen(
      `${launch.engine} verify`,
      await app.inject({ method: 'GET', url: `/api/games/demo/verify?${verify}` }),
    );
  }
  seen(
    'game history',
    await call(app, 'POST', 'transaction/gamehistory', { token, body: {}, locale: 'en' }),
  );
  seen('recent games', await call(app, 'GET', 'casino/recent', { token, locale: 'en' }));
  return answers;
}

function expectNoneReveals(
  answers: { what: string; response: LightMyRequestResponse }[],
  serverSeed: string,
) {
  expect(answers.length).toBeGreaterThan(20);
  for (const { what, response } of answers) {
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.body.toLowerCase(), `${what} reveals the running round's seed`).not.toContain(
      serverSeed.toLowerCase(),
    );
  }
}

/** The first rotation of a walk: it happened while the round ran. */
function firstRotation(answers: { what: string; response: LightMyRequestResponse }[]) {
  const rotation = answers.find(({ what }) => what.endsWith('seeds/rotate'));
  return rotation?.response.json().data;
}

describe('a round cannot be read ahead (issue 20)', () => {
  it('no public call reveals the server seed of a running crash round; it is revealed when the round ends', async () => {
    const { token } = await fundedPlayer(app, database, 100);
    const crash = await launchGame(app, token, 'crash');
    const slot = await launchGame(app, token, 'slot');
    const roulette = await launchGame(app, token, 'roulette');
    // An earlier round on the same seed pair, listed in the slot's history.
    expect((await gameCall(app, 'slot/spin', { launch: slot.id, bet: 100 })).statusCode).toBe(200);
    // A round that crashes at 1.00× is over as it starts (the server settles it at once, and the
    // walk's second start would open another): start until one runs past its first instant.
    let started = (await gameCall(app, 'crash/start', { launch: crash.id, bet: 1000 })).json().data;
    let secret = await secretsOf(database, started.round);
    while (secret.crashPoint <= 1) {
      await app.demoRounds.settleDue();
      started = (await gameCall(app, 'crash/start', { launch: crash.id, bet: 1000 })).json().data;
      secret = await secretsOf(database, started.round);
    }
    expect(started.running).toBe(true);

    const answers = await walkEveryPublicCall(token, [crash, slot, roulette]);
    expectNoneReveals(answers, secret.serverSeed);
    // The rotation applies to the next round and says the old seed comes when this one ends.
    expect(firstRotation(answers).revealed).toEqual({
      serverSeed: null,
      serverSeedHash: hashServerSeed(secret.serverSeed),
      clientSeed: expect.any(String),
      nonce: started.nonce + 1,
      revealPending: true,
    });
    const running = (await gameCall(app, 'crash/state', { launch: crash.id })).json().data;
    expect(running).toMatchObject({ round: started.round, running: true, result: null });

    // The round ends (crashed long ago by the clock): now the seed is shown and checks out.
    now += 3_600_000;
    const over = (await gameCall(app, 'crash/state', { launch: crash.id })).json().data;
    expect(over.result).toMatchObject({ crashPoint: secret.crashPoint });
    const history = (await gameCall(app, 'state', { launch: crash.id })).json().data.history;
    const row = history.find((item: { id: number }) => item.id === started.round);
    expect(row).toMatchObject({ serverSeed: secret.serverSeed, revealPending: false });
    const verify = await app.inject({
      method: 'GET',
      url: `/api/games/demo/verify?${new URLSearchParams({
        lang: 'en',
        game: 'crash',
        serverSeed: row.serverSeed,
        clientSeed: row.clientSeed,
        nonce: String(row.nonce),
      })}`,
    });
    expect(verify.body).toContain(`Crash point: ${secret.crashPoint}×`);
  });

  it.each([
    ['slot', { bet: 100 }, 'slot/spin'],
    ['roulette', { bets: [{ kind: 'red', amount: 100 }] }, 'roulette/spin'],
  ] as const)(
    'a %s round is drawn, staked and paid in one transaction: a failed stake or win leaves no round, no nonce taken and no money moved',
    async (engine, bet, path) => {
      const { token } = await fundedPlayer(app, database, 100);
      const own = await launchGame(app, token, engine);
      const spin = () => gameCall(app, path, { launch: own.id, ...bet });
      expect((await spin()).statusCode).toBe(200);
      const state = async () => (await gameCall(app, 'state', { launch: own.id })).json().data;
      const before = await state();
      const rounds = () =>
        database.db
          .selectFrom('demo_round')
          .select(['id', 'status'])
          .where('launch_id', '=', own.id)
          .execute();
      const roundsBefore = await rounds();

      for (const kind of ['bet', 'win'] as const) {
        const held = wallet.hold(kind);
        const failing = spin();
        await held.reached;
        held.fail(new Error(`the ${kind} could not be written`));
        expect((await failing).statusCode).toBe(500);
        const after = await state();
        expect(after.balance, kind).toBe(before.balance);
        expect(after.seeds, kind).toEqual(before.seeds);
        expect(await rounds(), kind).toEqual(roundsBefore);
      }
      // The next spin takes the nonce no failed one used.
      const next = (await spin()).json().data;
      expect(next.nonce).toBe(before.seeds.nonce);
    },
  );
});

describe('crash rounds settle on the server (issue 20)', () => {
  /** Starts rounds until one's crash point lies above `autoCashOut` (the others end lost). */
  async function roundThatReaches(launch: LaunchedGame, autoCashOut: number, bet = 1000) {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await gameCall(app, 'crash/start', { launch: launch.id, bet, autoCashOut });
      expect(response.statusCode, response.body).toBe(200);
      const started = response.json().data;
      const secret = await secretsOf(database, started.round);
      if (secret.crashPoint > autoCashOut) return { started, secret };
      now += 3_600_000;
      await app.demoRounds.settleDue();
    }
    throw new Error(`no crash point above ${autoCashOut} in 30 rounds`);
  }

  it('pays an auto cash-out once the multiplier passes it, with no call from the player', async () => {
    const { token } = await fundedPlayer(app, database, 500);
    const crash = await launchGame(app, token, 'crash');
    const { started } = await roundThatReaches(crash, 1.5);
    const before = await balanceOf(app, token);

    now += Math.ceil(timeToReach(1.5)) + 1;
    await app.demoRounds.settleDue();

    // Read from the site's wallet, not the game: the player never called the game again.
    expect(await balanceOf(app, token)).toBe(before + 15);
    expect(await roundTransactions(database, started.round)).toEqual([
      { kind: 'bet', amount_kurus: 1000n },
      { kind: 'win', amount_kurus: 1500n },
    ]);
    // The page learns the result from crash/state, and nothing is paid twice.
    const state = (await gameCall(app, 'crash/state', { launch: crash.id })).json().data;
    expect(state).toMatchObject({
      round: started.round,
      running: false,
      result: { cashedOutAt: 1.5, win: 15 },
    });
    await app.demoRounds.settleDue();
    expect(await balanceOf(app, token)).toBe(before + 15);
  });

  it('settles a round whose process stopped, from the sweep of the next one', async () => {
    const { token } = await fundedPlayer(app, database, 500);
    const crash = await launchGame(app, token, 'crash');
    const { started } = await roundThatReaches(crash, 1.2);
    const before = await balanceOf(app, token);
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../test-app');
    // Another process on the same database: it never saw the round start.
    const other = await buildApp({ config: testConfig(), database, clock: () => new Date(now) });
    try {
      now += 60_000;
      await other.ready();
      await other.demoRounds.settleDue();
      expect(await balanceOf(app, token)).toBe(before + 12);
      expect((await secretsOf(database, started.round)).status).toBe('settled');
    } finally {
      await other.close();
    }
  });

  it('keeps one crash round per player and game when starts race, and takes one stake', async () => {
    const { token } = await fundedPlayer(app, database, 100);
    const crash = await launchGame(app, token, 'crash');
    // The first start's stake is at the wallet (its round recorded) while three more arrive.
    const held = wallet.hold('bet');
    const first = gameCall(app, 'crash/start', { launch: crash.id, bet: 1000 });
    await held.reached;
    const others = await Promise.all(
      Array.from({ length: 3 }, () =>
        gameCall(app, 'crash/start', { launch: crash.id, bet: 1000 }),
      ),
    );
    held.release();
    expect((await first).statusCode).toBe(200);
    for (const refused of others) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'The previous round has not ended yet.',
      });
    }
    expect(await balanceOf(app, token)).toBe(90);
    const rounds = await database.db
      .selectFrom('demo_round')
      .select('status')
      .where('launch_id', '=', crash.id)
      .execute();
    expect(rounds).toEqual([{ status: 'running' }]);
  });

  it('answers a cash-out that lost the race with the round’s result, even while the winner is paying it', async () => {
    const { token } = await fundedPlayer(app, database, 500);
    const crash = await launchGame(app, token, 'crash');
    const { started, secret } = await roundThatReaches(crash, 1.12, 1000);
    const before = await balanceOf(app, token);
    now += 1000; // 1.12×

    const held = wallet.hold('win');
    const winner = gameCall(app, 'crash/cashout', { launch: crash.id, round: started.round });
    await held.reached; // decided at 1.12×, its win not yet paid
    const loser = await gameCall(app, 'crash/cashout', { launch: crash.id, round: started.round });
    expect(loser.statusCode, loser.body).toBe(200);
    const result = { crashPoint: secret.crashPoint, cashedOutAt: 1.12, win: 11.2 };
    expect(loser.json().data).toMatchObject({ round: started.round, running: false, result });
    held.release();
    expect((await winner).json().data).toMatchObject({ running: false, result });

    expect(await balanceOf(app, token)).toBe(before + 11.2);
    expect(await roundTransactions(database, started.round)).toEqual([
      { kind: 'bet', amount_kurus: 1000n },
      { kind: 'win', amount_kurus: 1120n },
    ]);
  });
});

describe('crash rounds settle on the server by the real clock (issue 20)', () => {
  let live: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    live = await openTestApp();
  });
  afterAll(async () => {
    await live?.close();
  });

  it('settles an auto cash-out by itself in a running app, while nobody calls', async () => {
    const { token } = await fundedPlayer(live.app, live.database, 100);
    const crash = await launchGame(live.app, token, 'crash');
    const started = (
      await gameCall(live.app, 'crash/start', { launch: crash.id, bet: 1000, autoCashOut: 1.01 })
    ).json().data;
    const { crashPoint } = await secretsOf(live.database, started.round);
    // Due 86 ms after the start (at once if it crashes at 1.00×); only the database is read.
    await vi.waitFor(
      async () => expect((await secretsOf(live.database, started.round)).status).toBe('settled'),
      { timeout: 30_000, interval: 50 },
    );
    expect(await balanceOf(live.app, token)).toBe(crashPoint > 1.01 ? 100.1 : 90);
  });
});

const postgresSkipReason = await postgresUnavailableReason();

describe.skipIf(postgresSkipReason !== null)(
  `rounds racing on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    let pg: Awaited<ReturnType<typeof openTestApp>>;
    const pgWallet = holdingWallet();
    beforeAll(async () => {
      pg = await openTestApp({
        kind: 'postgres',
        app: { clock: () => new Date(now), demoGameWallet: pgWallet.wrap },
      });
    });
    afterAll(async () => {
      await pg?.close();
    });

    it('shows nobody a slot round while its stake waits, and a seed rotation waits for the round to end', async () => {
      const { token } = await fundedPlayer(pg.app, pg.database, 100);
      const slot = await launchGame(pg.app, token, 'slot');
      const first = (await gameCall(pg.app, 'slot/spin', { launch: slot.id, bet: 100 })).json();
      const held = pgWallet.hold('bet');
      const spin = gameCall(pg.app, 'slot/spin', { launch: slot.id, bet: 100 });
      await held.reached;
      // Its seeds are drawn and its row written, in a transaction nobody else can see into.
      const visible = await pg.database.db
        .selectFrom('demo_round')
        .select('id')
        .where('launch_id', '=', slot.id)
        .execute();
      expect(visible).toEqual([{ id: first.data.round }]);
      const rotation = gameCall(pg.app, 'seeds/rotate', { launch: slot.id });
      held.release();
      const [spun, rotated] = await Promise.all([spin, rotation]);
      const round = spun.json().data;
      // The rotation waited for the round on the pair to end, so its seed is shown at once.
      expect(rotated.json().data.revealed).toMatchObject({
        serverSeed: (await secretsOf(pg.database, round.round)).serverSeed,
        nonce: round.nonce + 1,
        revealPending: false,
      });
    });

    it('opens one round of many concurrent starts and pays one of concurrent cash-outs', async () => {
      const { token } = await fundedPlayer(pg.app, pg.database, 100);
      const crash = await launchGame(pg.app, token, 'crash');
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const starts = await Promise.all(
          Array.from({ length: 6 }, () =>
            gameCall(pg.app, 'crash/start', { launch: crash.id, bet: 100 }),
          ),
        );
        const opened = starts.filter((answer) => answer.statusCode === 200);
        expect(opened).toHaveLength(1);
        const round = opened[0]?.json().data.round as number;
        expect(await roundTransactions(pg.database, round)).toEqual([
          { kind: 'bet', amount_kurus: 100n },
        ]);
        now += 500;
        const cashOuts = await Promise.all(
          Array.from({ length: 4 }, () =>
            gameCall(pg.app, 'crash/cashout', { launch: crash.id, round }),
          ),
        );
        const results = cashOuts.map((answer) => {
          expect(answer.statusCode, answer.body).toBe(200);
          return answer.json().data.result;
        });
        for (const result of results) expect(result).toEqual(results[0]);
        const paid = await roundTransactions(pg.database, round);
        expect(paid.filter((row) => row.kind === 'win')).toHaveLength(1);
        if (results[0].cashedOutAt !== null) return;
      }
      throw new Error('no round survived half a second in 30 tries');
    });
  },
);
