import type { Generated } from 'kysely';

/** A seed that has been applied once, so starting again changes nothing. */
export interface SeedRunTable {
  name: string;
  applied_at: Generated<Date>;
}

/** The seed's table: which seeds have run. */
export interface SeedTables {
  seed_run: SeedRunTable;
}
