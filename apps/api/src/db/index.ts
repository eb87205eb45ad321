export type * from './database';
export { migrateToLatest, migrations } from './migrations';
export { newestFirstPage } from './newest-first-page';
export { type OpenDatabaseOptions, openDatabase } from './open-database';
