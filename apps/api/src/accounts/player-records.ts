import { randomInt } from 'node:crypto';
import { fromMinorUnits, type SessionData } from '@zar/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { ApiError } from '../http';
import { accountMessages } from './account-messages';
import type { ProviderCredentials } from './account-services';

/** The age limit when the operator sets no `minimumAge` site option. */
export const defaultMinimumAge = 18;

/** The player row by username, whatever its letter case. */
export function findPlayerByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('player')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The player row by id. */
export function findPlayerById(db: Kysely<Database>, id: number) {
  return db.selectFrom('player').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Auth data without sportsbook providers. */
export const noProviderCredentials: ProviderCredentials = {
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
};

/** What login and register answer: the session, the providers' credentials, the live balance. */
export function sessionData(
  player: { username: string; usercode: string; phone: string; sms_verified: boolean },
  token: string,
  balanceKurus: bigint,
  providers: ProviderCredentials = noProviderCredentials,
): SessionData {
  return {
    token,
    username: player.username,
    usercode: player.usercode,
    ...providers,
    phone: player.phone,
    smsVerified: player.sms_verified,
    balance: fromMinorUnits(balanceKurus),
  };
}

/** The operator's age limit (site option `minimumAge`), 18 when unset or not a number. */
export async function minimumAge(db: Kysely<Database>): Promise<number> {
  const option = await db
    .selectFrom('site_option')
    .select('value')
    .where('key', '=', 'minimumAge')
    .where('status', '=', true)
    .executeTakeFirst();
  const age = Number(option?.value);
  return Number.isInteger(age) && age > 0 ? age : defaultMinimumAge;
}

/** Full years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/** The sign-up fields no two players share, by their names in the request. */
type UniqueField = 'username' | 'email' | 'phone' | 'PersonalNo';

const takenMessages = {
  username: accountMessages.usernameTaken,
  email: accountMessages.emailTaken,
  phone: accountMessages.phoneTaken,
  PersonalNo: accountMessages.personalNoTaken,
} satisfies Record<UniqueField, unknown>;

const takenCodes = {
  username: 'username_taken',
  email: 'email_taken',
  phone: 'phone_taken',
  PersonalNo: 'personal_no_taken',
} satisfies Record<UniqueField, string>;

/** The 409 naming the field another player already uses (also in its `data`, for the form). */
export function takenError(field: UniqueField): ApiError {
  return new ApiError({
    status: 409,
    code: takenCodes[field],
    text: takenMessages[field],
    data: { field },
  });
}

/** The first of username, e-mail, phone and TC number that another player already uses, or null. */
export async function takenField(
  db: Kysely<Database>,
  values: Partial<Record<UniqueField, string>>,
  exceptPlayerId?: number,
): Promise<UniqueField | null> {
  const checks: Array<[UniqueField, string | undefined, ReturnType<typeof sql<string>>]> = [
    ['username', values.username?.toLowerCase(), sql<string>`lower(username)`],
    ['email', values.email?.toLowerCase(), sql<string>`lower(email)`],
    ['phone', values.phone, sql<string>`phone`],
    ['PersonalNo', values.PersonalNo, sql<string>`personal_no`],
  ];
  for (const [field, value, column] of checks) {
    if (value === undefined) continue;
    let query = db.selectFrom('player').select('id').where(column, '=', value);
    if (exceptPlayerId !== undefined) query = query.where('id', '!=', exceptPlayerId);
    if (await query.executeTakeFirst()) return field;
  }
  return null;
}

/** Which unique field a database unique violation is about, if it is one. */
export function violatedUniqueField(error: unknown): UniqueField | 'usercode' | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || typeof constraint !== 'string') return null;
  const field = constraint.replace(/^player_|_key$/g, '');
  if (field === 'personal_no') return 'PersonalNo';
  return field === 'username' || field === 'email' || field === 'phone' || field === 'usercode'
    ? field
    : null;
}

/** A new player code: 7 digits, not starting with 0. */
export function newUsercode(): string {
  return String(randomInt(1_000_000, 10_000_000));
}

/** The TC number with all but its first 3 and last 2 digits hidden. */
export function maskPersonalNo(personalNo: string): string {
  if (personalNo.length <= 5) return '*'.repeat(personalNo.length);
  return `${personalNo.slice(0, 3)}${'*'.repeat(personalNo.length - 5)}${personalNo.slice(-2)}`;
}
