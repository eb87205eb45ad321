import { type Migration, Migrator } from 'kysely/migration';
import type { DatabaseHandle } from '../database';
import { foundation } from './0001-foundation';
import { siteContent } from './0002-site-content';
import { visitorReference } from './0003-visitor-reference';
import { accounts } from './0004-accounts';
import { walletAndPayments } from './0005-wallet-and-payments';
import { notificationsAndBonuses } from './0006-notifications-and-bonuses';
import { hubTickets } from './0007-hub-tickets';
import { casino } from './0008-casino';
import { gameWallet } from './0009-game-wallet';
import { demoProvider } from './0010-demo-provider';
import { sportsbook } from './0011-sportsbook';
import { responsibleGaming } from './0012-responsible-gaming';
import { sessionTimeLimit } from './0013-session-time-limit';
import { cacheInvalidation } from './0014-cache-invalidation';
import { demoRoundIntegrity } from './0015-demo-round-integrity';
import { sportsSlipsPerPlayer } from './0016-sports-slips-per-player';
import { paymentProviders } from './0017-payment-providers';
import { accountAbuse } from './0018-account-abuse';
import { bankTransferPayee } from './0019-bank-transfer-payee';
import { termsConsent } from './0020-terms-consent';
import { oneNamePerGame } from './0022-one-name-per-game';
import { bonusPockets } from './0023-bonus-pockets';
import { messageDelivery } from './0024-message-delivery';
import { decidedRound } from './0025-decided-round';
import { decidedRoundByKey } from './0026-decided-round-by-key';
import { decidedRoundBatches } from './0027-decided-round-batches';
import { decidedRoundSets } from './0028-decided-round-sets';

/**
 * Every migration, in order of name. Imported statically so the bundled dist carries them;
 * a new migration is a new file plus one line here.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_site_content': siteContent,
  '0003_visitor_reference': visitorReference,
  '0004_accounts': accounts,
  '0005_wallet_and_payments': walletAndPayments,
  '0006_notifications_and_bonuses': notificationsAndBonuses,
  '0007_hub_tickets': hubTickets,
  '0008_casino': casino,
  '0009_game_wallet': gameWallet,
  '0010_demo_provider': demoProvider,
  '0011_sportsbook': sportsbook,
  '0012_responsible_gaming': responsibleGaming,
  '0013_session_time_limit': sessionTimeLimit,
  '0014_cache_invalidation': cacheInvalidation,
  '0015_demo_round_integrity': demoRoundIntegrity,
  '0016_sports_slips_per_player': sportsSlipsPerPlayer,
  '0017_payment_providers': paymentProviders,
  '0018_account_abuse': accountAbuse,
  '0019_bank_transfer_payee': bankTransferPayee,
  '0020_terms_consent': termsConsent,
  '0022_one_name_per_game': oneNamePerGame,
  '0023_bonus_pockets': bonusPockets,
  '0024_message_delivery': messageDelivery,
  '0025_decided_round': decidedRound,
  '0026_decided_round_by_key': decidedRoundByKey,
  '0027_decided_round_batches': decidedRoundBatches,
  '0028_decided_round_sets': decidedRoundSets,
};

/** PostgreSQL's `invalid_schema_name`: a schema named in a query is not there. */
const schemaGone = '3F000';
/** How many times the migrator starts at most when a schema went while it read the catalog. */
const catalogReads = 3;

/**
 * Brings the database up to the newest migration; safe to run on every start and from several
 * processes at once (Kysely takes a lock). Returns the names it applied.
 *
 * Before it migrates, Kysely's migrator looks for its own tables among every schema's tables, and
 * that query calls `has_schema_privilege` and `pg_get_serial_sequence` on each schema by name: a
 * schema dropped meanwhile by another client (another brand's schema, a parallel test file's)
 * fails it with `invalid_schema_name` before any migration has run. That read is made again.
 */
export async function migrateToLatest(
  database: Pick<DatabaseHandle, 'db' | 'schema'>,
): Promise<string[]> {
  for (let read = 1; ; read += 1) {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
      // Named explicitly: Kysely otherwise finds a kysely_migration table in any schema.
      migrationTableSchema: database.schema,
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error === undefined && failed === undefined) {
      return (results ?? []).map((result) => result.migrationName);
    }
    // `results` is undefined when the migrator failed before trying any migration.
    const beforeAny = results === undefined;
    if (beforeAny && read < catalogReads && (error as { code?: unknown }).code === schemaGone) {
      continue;
    }
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}
