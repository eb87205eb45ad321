import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/** What a `countedDialect` counts, read at any time (`/metrics`). */
export interface ConnectionCounts {
  /** Connections handed out and not yet released. */
  held: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/**
 * `dialect` with its connection hand-outs counted: PGlite has one connection that every query and
 * transaction takes in turn, so how many hold it and wait for it is its pool's use. Two counter
 * updates per acquire; nothing per query.
 */
export function countedDialect(dialect: Dialect, counts: ConnectionCounts): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => countedDriver(dialect.createDriver(), counts),
  };
}

function countedDriver(driver: Driver, counts: ConnectionCounts): Driver {
  const counted: Driver = {
    init: (options) => driver.init(options),
    async acquireConnection(options): Promise<DatabaseConnection> {
      counts.waiting += 1;
      try {
        const connection = await driver.acquireConnection(options);
        counts.held += 1;
        return connection;
      } finally {
        counts.waiting -= 1;
      }
    },
    releaseConnection(connection, options) {
      counts.held -= 1;
      return driver.releaseConnection(connection, options);
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    destroy: (options) => driver.destroy(options),
  };
  if (driver.savepoint) counted.savepoint = driver.savepoint.bind(driver);
  if (driver.rollbackToSavepoint) {
    counted.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
  }
  if (driver.releaseSavepoint) counted.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  return counted;
}
