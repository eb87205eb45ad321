import { createHmac } from 'node:crypto';
import {
  type ChallengeRequiredData,
  challengeRequiredStatus,
  type ProofOfWorkChallenge,
  proofOfWorkChallenge,
} from '@zar/api-client/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import * as z from 'zod';
import type { DatabaseHandle } from '../db';
import { ApiError, serverKeys } from '../http';
import { challengeSolutions, challengesIssued } from '../metrics/domain-metrics';

/** What a challenge opens: a solution for one is refused by the others. */
export type ChallengePurpose = 'login' | 'sign-up' | 'recovery';

/**
 * How much work a challenge takes: the solver derives PBKDF2/SHA-256 keys of `cost` iterations
 * for counters 0, 1, 2… until it reaches the one the server drew from [minTries, maxTries]. The
 * server derives one key to make it and checks a solution with one HMAC.
 */
export interface ChallengeDifficulty {
  cost: number;
  minTries: number;
  maxTries: number;
}

/**
 * About 2 million PBKDF2 iterations on average: under a second in a desktop browser's workers, a
 * few seconds on an older phone, and the same CPU for every guess an attacker buys with it (the
 * argon2id verification it opens costs the server about 50 ms).
 */
export const defaultChallengeDifficulty: ChallengeDifficulty = {
  cost: 1_000,
  minTries: 1_000,
  maxTries: 3_000,
};

/** A challenge must be solved and sent within this time. */
export const challengeLifetimeMs = 10 * 60_000;

const algorithm = 'PBKDF2/SHA-256';

/** Makes proof-of-work challenges and accepts each solution once, across API processes. */
export interface ProofOfWork {
  /** A new signed challenge for `purpose`. */
  issue(purpose: ChallengePurpose): Promise<ProofOfWorkChallenge>;
  /**
   * Whether `solution` (the widget's payload) solves a challenge this API issued for `purpose`
   * that has not expired and was not redeemed before; a true answer uses it up. Anything
   * malformed is simply false.
   */
  redeem(solution: string | undefined, purpose: ChallengePurpose): Promise<boolean>;
  /** The 428 answer asking for a solved challenge for `purpose`, with a fresh one. */
  required(purpose: ChallengePurpose, options: { solutionRefused: boolean }): Promise<ApiError>;
}

/** The widget's payload: base64 of `{ challenge, solution }`. */
const payloadSchema = z.object({
  challenge: proofOfWorkChallenge,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
  }),
});

const challengeMessages = serverKeys('serverHttp').challenge;

/**
 * ALTCHA challenges (altcha-lib 2.x, deterministic mode) signed with `secret`
 * (ZAR_CHALLENGE_SECRET, shared by every process), expiring by `clock`; redeemed solutions are kept
 * in `spent_challenge` until their challenge expires.
 */
export function createProofOfWork({
  database,
  clock,
  secret,
  difficulty = defaultChallengeDifficulty,
}: {
  database: DatabaseHandle;
  clock: () => Date;
  secret: string;
  difficulty?: ChallengeDifficulty;
}): ProofOfWork {
  const { db } = database;
  // The derived keys are signed with their own key, made from the one secret.
  const keySecret = createHmac('sha256', secret)
    .update('zar-challenge-key-signature')
    .digest('hex');

  async function issue(purpose: ChallengePurpose): Promise<ProofOfWorkChallenge> {
    const challenge = await createChallenge({
      algorithm,
      cost: difficulty.cost,
      counter: randomInt(difficulty.maxTries, difficulty.minTries),
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret,
      // Signed with the rest. Not altcha's `expiresAt`: that is checked against the system clock,
      // and this API's time is `clock`.
      data: { purpose, expires: clock().getTime() + challengeLifetimeMs },
    });
    challengesIssued.inc({ purpose });
    return proofOfWorkChallenge.parse(challenge);
  }

  async function redeem(solution: string | undefined, purpose: ChallengePurpose) {
    if (solution === undefined) return false;
    const accepted = await check(solution, purpose);
    challengeSolutions.inc({ purpose, outcome: accepted ? 'accepted' : 'refused' });
    return accepted;
  }

  async function check(solution: string, purpose: ChallengePurpose): Promise<boolean> {
    const parsed = payloadSchema.safeParse(decode(solution));
    if (!parsed.success) return false;
    const { challenge, solution: answer } = parsed.data;
    const { data, algorithm: used, nonce } = challenge.parameters;
    const now = clock();
    if (used !== algorithm || data?.purpose !== purpose) return false;
    if (typeof data.expires !== 'number' || data.expires <= now.getTime()) return false;
    try {
      const result = await verifySolution({
        challenge,
        solution: answer,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      if (!result.verified) return false;
    } catch {
      // A payload altcha-lib cannot read (e.g. an odd-length hex nonce) solves nothing.
      return false;
    }
    // One statement: of concurrent requests with the same solution, on any process, one inserts.
    await db.deleteFrom('spent_challenge').where('expires_at', '<=', now).execute();
    const spent = await sql<{ nonce: string }>`
      insert into spent_challenge (nonce, expires_at) values (${nonce}, ${new Date(data.expires)})
      on conflict (nonce) do nothing
      returning nonce
    `.execute(db);
    return spent.rows.length === 1;
  }

  return {
    issue,
    redeem,
    async required(purpose, { solutionRefused }) {
      const data: ChallengeRequiredData = {
        reason: 'challenge_required',
        challenge: await issue(purpose),
      };
      return new ApiError({
        status: challengeRequiredStatus,
        code: 'challenge_required',
        text: solutionRefused ? challengeMessages.refused : challengeMessages.needed,
        data,
      });
    },
  };
}

/** The JSON inside a base64 payload, or undefined. */
function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
