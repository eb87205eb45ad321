export type * from './database';
export { migrateToLatest, migrations } from './migrations';
export { type OpenDatabaseOptions, openDatabase } from './open-database';
