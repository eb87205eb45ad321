import type { ColumnType } from 'kysely';

/** A bigint column of kuruş: read as a JS bigint, written from a bigint or a safe integer. */
export type Kurus = ColumnType<bigint, bigint | number, bigint | number>;
