import type { Kysely } from 'kysely';
import type { AccountTables } from '../accounts/account-tables';
import type { BonusTables } from '../bonuses/bonus-tables';
import type { CasinoTables } from '../casino/casino-tables';
import type { ChallengeTables } from '../challenges/challenge-tables';
import type { ContentTables } from '../content/content-tables';
import type { CountryTables } from '../countries/country-tables';
import type { DemoProviderTables } from '../demo-provider/demo-provider-tables';
import type { GameWalletTables } from '../game-wallet/game-wallet-tables';
import type { HubTables } from '../hub/hub-tables';
import type { MessagingTables } from '../messaging/messaging-tables';
import type { NotificationTables } from '../notifications/notification-tables';
import type { PaymentTables } from '../payments/payment-tables';
import type { RateLimitTables } from '../rate-limit/rate-limit-tables';
import type { ResponsibleGamingTables } from '../responsible-gaming/responsible-gaming-tables';
import type { SeedTables } from '../seed/seed-tables';
import type { SessionTables } from '../sessions/session-tables';
import type { SportsbookTables } from '../sportsbook/sportsbook-tables';
import type { WalletTables } from '../wallet/wallet-tables';

/**
 * Every table of the player API, as Kysely sees it: each domain declares its own tables beside its
 * code (`<domain>/*-tables.ts`) and they are joined here. Only types cross: the domains
 * never import this file's values, so db/ has no runtime import of a domain.
 */
export interface Database
  extends AccountTables,
    BonusTables,
    CasinoTables,
    ChallengeTables,
    ContentTables,
    CountryTables,
    DemoProviderTables,
    GameWalletTables,
    HubTables,
    MessagingTables,
    NotificationTables,
    PaymentTables,
    RateLimitTables,
    ResponsibleGamingTables,
    SeedTables,
    SessionTables,
    SportsbookTables,
    WalletTables {}

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
  /**
   * PGlite only: calls `listener` with each notify on `channel`, by the time the statement (or the
   * commit) that sent it resolves. PostgreSQL's notifies need a connection of their own
   * (`hub/postgres-hub-bus.ts`). Resolves to the function that stops listening.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** How busy the connections are now, for `/metrics` (PGlite: one connection and its queue). */
  poolUse(): PoolUse;
  /**
   * Resolves once the database answers `select 1`. On PostgreSQL it asks on a connection of its
   * own, so a pool whose every connection is busy with players' calls does not make the health
   * checks wait for one, time out, and have the load balancer take every process out at once.
   */
  ping(): Promise<void>;
  /** PGlite only: a consistent copy of the whole data folder, gzipped tar (`operator backup`). */
  dumpDataDir?(): Promise<Blob>;
}

/** The connections of a database handle: pg.Pool's counts, or PGlite's one connection. */
export interface PoolUse {
  /** Connections open (PGlite: always 1). */
  total: number;
  /** Open connections no query or transaction holds. */
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}
