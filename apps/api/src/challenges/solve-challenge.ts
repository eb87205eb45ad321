import type { ProofOfWorkChallenge } from '@zar/api-client/contract';
import { type DeriveKeyFunction, solveChallenge as solve } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeDifficulty } from './proof-of-work';

/**
 * A small difficulty for tests that sign many players up through the challenge (a few dozen
 * one-iteration keys): the same challenges and checks, little CPU.
 */
export const testChallengeDifficulty: ChallengeDifficulty = { cost: 1, minTries: 10, maxTries: 40 };

/**
 * Solves `challenge` in Node as the widget does in a browser, and returns what the widget sends:
 * base64 of `{ challenge, solution }`. `onTry` hears every key derived (tests count the work).
 */
export async function solveChallenge(
  challenge: ProofOfWorkChallenge,
  { onTry }: { onTry?: () => void } = {},
): Promise<string> {
  const counting: DeriveKeyFunction = (parameters, salt, password) => {
    onTry?.();
    return deriveKey(parameters, salt, password);
  };
  const solution = await solve({ challenge, deriveKey: counting });
  if (!solution) throw new Error('the challenge was not solved in time');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}
