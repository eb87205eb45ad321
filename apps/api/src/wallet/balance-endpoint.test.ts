import { balance } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from './wallet-ledger';

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`user/balance on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    const now = new Date('2026-03-14T12:00:00Z');

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    const playerOf = async (username: string) =>
      testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();

    it('answers zero for a new player, then the total of the cash and bonus pockets', async () => {
      const { token, body } = await signUp(testApp.app);
      const before = await call(testApp.app, 'GET', 'user/balance', { token });
      expect(balance.response.parse(before.json()).data).toEqual({
        balance: 0,
        currency: 'TRY',
        cash: 0,
        bonus: 0,
      });

      const player = await playerOf(body.username);
      await postLedgerEntry(testApp.database.db, {
        playerId: player.id,
        kind: 'deposit',
        amountKurus: 125_050n,
        idempotencyKey: `balance-endpoint-${player.id}`,
      });
      await postLedgerEntry(testApp.database.db, {
        playerId: player.id,
        kind: 'bonus',
        pocket: 'bonus',
        amountKurus: 2_500n,
        idempotencyKey: `balance-endpoint-bonus-${player.id}`,
      });
      const after = await call(testApp.app, 'GET', 'user/balance', { token });
      expect(balance.response.parse(after.json()).data).toEqual({
        balance: 1275.5,
        currency: 'TRY',
        cash: 1250.5,
        bonus: 25,
      });
    });

    it('tells no balance without a live session: no token, another browser, after logout', async () => {
      const { token } = await signUp(testApp.app);
      const missing = await call(testApp.app, 'GET', 'user/balance');
      const otherBrowser = await call(testApp.app, 'GET', 'user/balance', {
        token,
        fingerprint: 'browser-b',
      });
      expect((await call(testApp.app, 'GET', 'auth/logout', { token })).statusCode).toBe(200);
      const loggedOut = await call(testApp.app, 'GET', 'user/balance', { token });

      for (const response of [missing, otherBrowser, loggedOut]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, data: null });
      }
    });

    it('ends a session whose time limit has run out, saying why', async () => {
      const { token, body } = await signUp(testApp.app);
      const player = await playerOf(body.username);
      await testApp.database.db
        .updateTable('player_session')
        .set({ ends_at: new Date(now.getTime() - 1_000) })
        .where('player_id', '=', player.id)
        .execute();

      const response = await call(testApp.app, 'GET', 'user/balance', { token, locale: 'en' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Your session time limit has been reached; you have been logged out.',
        data: null,
      });
      const session = await testApp.database.db
        .selectFrom('player_session')
        .select('revoked_at')
        .where('player_id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(session.revoked_at).not.toBeNull();
    });

    it('answers under the 1 KiB compression threshold, so even a client accepting brotli gets it plain', async () => {
      const { token } = await signUp(testApp.app);
      const headers = { locale: 'tr', fingerprint: 'browser-a', 'accept-encoding': 'br, gzip' };
      const answers = [
        await testApp.app.inject({
          method: 'GET',
          url: '/api/user/balance',
          headers: { ...headers, authorization: `Bearer ${token}` },
        }),
        await testApp.app.inject({ method: 'GET', url: '/api/user/balance', headers }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401]);
      for (const answer of answers) {
        expect(answer.rawPayload.length).toBeLessThan(1024);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers.vary).toBeUndefined();
        expect(answer.headers['content-security-policy']).toBeDefined();
      }
    });
  });
}
