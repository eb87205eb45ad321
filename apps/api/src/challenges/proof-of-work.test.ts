import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentChallengeSecret, inMemoryDataDir } from '../config';
import type { DatabaseHandle } from '../db';
import { openDatabase } from '../db/open-database';
import { openTestDatabase, postgresTestUrl } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import {
  challengeLifetimeMs,
  createProofOfWork,
  defaultChallengeDifficulty,
  type ProofOfWork,
} from './proof-of-work';
import { solveChallenge, testChallengeDifficulty } from './solve-challenge';

/** What the widget sends, decoded, as far as these tests change it. */
interface DecodedPayload {
  challenge: {
    parameters: {
      nonce: string;
      cost: number;
      keySignature?: string;
      data: { expires: number };
    };
  };
  solution: { derivedKey: string };
}

/** The payload with its JSON changed by `change`, re-encoded as the widget would. */
function tampered(payload: string, change: (decoded: DecodedPayload) => void): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

for (const { kind, skipReason } of testEngines)
  describe.skipIf(skipReason !== null)(
    `proof-of-work challenges on ${kind}${skipReason ? ` (${skipReason})` : ''}`,
    () => {
      let database: DatabaseHandle;
      let now = new Date('2026-03-14T12:00:00Z');
      let proofOfWork: ProofOfWork;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
        proofOfWork = createProofOfWork({
          database,
          clock: () => now,
          secret: developmentChallengeSecret,
          difficulty: testChallengeDifficulty,
        });
      });
      afterAll(() => database.close());

      it('accepts a solution once, for the purpose it was asked for', async () => {
        const solution = await solveChallenge(await proofOfWork.issue('login'));
        expect(await proofOfWork.redeem(solution, 'sign-up')).toBe(false);
        expect(await proofOfWork.redeem(solution, 'login')).toBe(true);
        expect(await proofOfWork.redeem(solution, 'login')).toBe(false);
      });

      it('accepts one of many concurrent requests carrying the same solution', async () => {
        const solution = await solveChallenge(await proofOfWork.issue('recovery'));
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => proofOfWork.redeem(solution, 'recovery')),
        );
        expect(answers.filter(Boolean)).toHaveLength(1);
      });

      it('refuses a solution once its challenge has expired by the API clock', async () => {
        const solution = await solveChallenge(await proofOfWork.issue('login'));
        const issuedAt = now;
        now = new Date(issuedAt.getTime() + challengeLifetimeMs);
        try {
          expect(await proofOfWork.redeem(solution, 'login')).toBe(false);
        } finally {
          now = issuedAt;
        }
        expect(await proofOfWork.redeem(solution, 'login')).toBe(true);
      });

      it('refuses wrong keys, changed parameters, other keys and anything that is no payload', async () => {
        const challenge = await proofOfWork.issue('login');
        const solution = await solveChallenge(challenge);
        // (The counter itself is not checked: the derived key is the proof of the work.)
        const refused = [
          tampered(solution, (payload) => {
            payload.solution.derivedKey = '00'.repeat(32);
          }),
          // A longer life or another purpose breaks the signature.
          tampered(solution, (payload) => {
            payload.challenge.parameters.data.expires += 60 * 60_000;
          }),
          tampered(solution, (payload) => {
            payload.challenge.parameters.cost = 1;
            payload.challenge.parameters.keySignature = undefined;
          }),
          // The widget's test mode.
          Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
            'base64',
          ),
          tampered(solution, (payload) => {
            payload.challenge.parameters.nonce = 'abc';
          }),
          'not base64 at all',
          '',
        ];
        for (const payload of refused) {
          expect(await proofOfWork.redeem(payload, 'login'), payload).toBe(false);
        }
        const otherKey = createProofOfWork({
          database,
          clock: () => now,
          secret: 'another-challenge-secret-0123456789abcdef',
          difficulty: testChallengeDifficulty,
        });
        expect(await otherKey.redeem(solution, 'login')).toBe(false);
        // None of that used the solution up.
        expect(await proofOfWork.redeem(solution, 'login')).toBe(true);
      });

      it('makes the default challenge cost at least 1,000 keys of 1,000 PBKDF2 iterations to solve', async () => {
        const strict = createProofOfWork({
          database,
          clock: () => now,
          secret: developmentChallengeSecret,
        });
        const challenge = await strict.issue('sign-up');
        expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1_000 });
        let tries = 0;
        const solution = await solveChallenge(challenge, { onTry: () => (tries += 1) });
        expect(tries).toBeGreaterThan(defaultChallengeDifficulty.minTries);
        expect(tries).toBeLessThanOrEqual(defaultChallengeDifficulty.maxTries + 1);
        expect(await strict.redeem(solution, 'sign-up')).toBe(true);
      }, 60_000);

      it.skipIf(kind !== 'postgres')(
        'accepts a solution once across two API processes sharing the database',
        async () => {
          // A second connection pool on the same schema, as a second API process has.
          const other = await openDatabase({
            databaseUrl: postgresTestUrl,
            dataDir: inMemoryDataDir,
            schema: database.schema,
          });
          try {
            const second = createProofOfWork({
              database: other,
              clock: () => now,
              secret: developmentChallengeSecret,
              difficulty: testChallengeDifficulty,
            });
            const solution = await solveChallenge(await second.issue('login'));
            const answers = await Promise.all(
              Array.from({ length: 10 }, (_, index) =>
                (index % 2 === 0 ? proofOfWork : second).redeem(solution, 'login'),
              ),
            );
            expect(answers.filter(Boolean)).toHaveLength(1);
          } finally {
            await other.close();
          }
        },
      );
    },
  );
