import { type Kysely, sql } from 'kysely';

/** Players, their sessions, one-time codes, the message outbox and rate-limit counters. */
export const accounts = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('player')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('usercode', 'text', (column) => column.notNull().unique())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('surname', 'text', (column) => column.notNull())
      .addColumn('country_id', 'integer', (column) => column.notNull().references('country.id'))
      .addColumn('currency_id', 'integer', (column) => column.notNull())
      .addColumn('birth_date', 'date', (column) => column.notNull())
      .addColumn('personal_no', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('sms_verified', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('trial_bonus_requested', 'boolean', (column) => column.notNull())
      .addColumn('ref_id', 'integer')
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    // Usernames and e-mails are unique whatever their letter case.
    await sql`create unique index player_username_key on player (lower(username))`.execute(db);
    await sql`create unique index player_email_key on player (lower(email))`.execute(db);
    await sql`create unique index player_phone_key on player (phone)`.execute(db);

    await db.schema
      .createTable('player_session')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('fingerprint', 'text')
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('player_session_player')
      .on('player_session')
      .columns(['player_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('verification_code')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('target', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('salt', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('closed_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('verification_code_player')
      .on('verification_code')
      .columns(['player_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('channel', 'text', (column) => column.notNull())
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('outbox_recipient').on('outbox').column('recipient').execute();

    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_start', 'timestamptz', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['rate_limit', 'outbox', 'verification_code', 'player_session', 'player']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
