import type { Kysely } from 'kysely';

/** TODO: filled in by its module. */
export const casino = {
  async up(_db: Kysely<unknown>): Promise<void> {},
  async down(_db: Kysely<unknown>): Promise<void> {},
};
