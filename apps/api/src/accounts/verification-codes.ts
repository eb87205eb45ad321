import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '../db';

/** What a one-time code is for. */
export type CodePurpose = 'password_reset' | 'phone';

/** A code lives this long. */
export const codeLifetimeMs = 10 * 60_000;
/** Wrong tries a code allows; after them it is closed. */
export const codeMaxAttempts = 5;

/** Why a code check failed, or that it passed. */
export type CodeCheck = 'accepted' | 'rejected';

/** Issues and checks random 6-digit codes, stored as salted SHA-256 hashes, single use. */
export interface VerificationCodes {
  /**
   * A new code for the player (closing earlier open ones of that purpose and target, so another
   * target's code, e.g. another browser's reset code, stays open); returns it to send.
   */
  issue(playerId: number, purpose: CodePurpose, target: string): Promise<string>;
  /**
   * Checks `code` against the player's open code for `purpose` and `target`. A wrong code uses up
   * a try; `consume` closes the code when it is right (the last step of a flow).
   */
  check(
    playerId: number,
    purpose: CodePurpose,
    target: string,
    code: string,
    options: { consume: boolean },
  ): Promise<CodeCheck>;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(salt).update(code).digest('hex');
}

/** Codes in the `verification_code` table, reading the time from `clock`. */
export function createVerificationCodes(
  database: DatabaseHandle,
  clock: () => Date,
): VerificationCodes {
  const { db } = database;
  return {
    async issue(playerId, purpose, target) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('verification_code')
          .set({ closed_at: now })
          .where('player_id', '=', playerId)
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .where('closed_at', 'is', null)
          .execute();
        await trx
          .insertInto('verification_code')
          .values({
            player_id: playerId,
            purpose,
            target,
            code_hash: hashCode(salt, code),
            salt,
            created_at: now,
            expires_at: new Date(now.getTime() + codeLifetimeMs),
            closed_at: null,
          })
          .execute();
      });
      return code;
    },

    async check(playerId, purpose, target, code, { consume }) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('verification_code')
          .select(['id', 'code_hash', 'salt', 'attempts'])
          .where('player_id', '=', playerId)
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .where('closed_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('id', 'desc')
          .forUpdate()
          .executeTakeFirst();
        if (!open || open.attempts >= codeMaxAttempts) return 'rejected';
        const expected = Buffer.from(open.code_hash, 'hex');
        const given = Buffer.from(hashCode(open.salt, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const attempts = open.attempts + 1;
          await trx
            .updateTable('verification_code')
            .set({ attempts, closed_at: attempts >= codeMaxAttempts ? now : null })
            .where('id', '=', open.id)
            .execute();
          return 'rejected';
        }
        if (consume) {
          await trx
            .updateTable('verification_code')
            .set({ closed_at: now })
            .where('id', '=', open.id)
            .execute();
        }
        return 'accepted';
      });
    },
  };
}
