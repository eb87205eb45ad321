import type { Kysely } from 'kysely';

/**
 * Issue 21, sign-up: when the player accepted the terms and confirmed being 18 or over
 * (`player.terms_accepted_at`). Every sign-up from now on records it; accounts from before the
 * consent checkbox keep null.
 */
export const termsConsent = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('player').addColumn('terms_accepted_at', 'timestamptz').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('player').dropColumn('terms_accepted_at').execute();
  },
};
