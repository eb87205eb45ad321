import type { Generated, Kysely } from 'kysely';

/** A site setting the bootstrap call hands to the player site (SPEC §6 siteOption). */
export interface SiteOptionTable {
  key: string;
  value: string;
  status: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** Every table of the player API, as Kysely sees it. */
export interface Database {
  site_option: SiteOptionTable;
}

/** Which engine answers the queries: the embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database and how to let go of it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema the tables live in (`public` unless isolated). */
  schema: string;
  /** Ends the pool or closes PGlite; the handle is unusable afterwards. */
  close(): Promise<void>;
}
