import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { type SmtpSettings, type TwilioSettings, twilioBaseUrl } from './messaging/settings';

/** Where the API runs: `development` and `test` check answers against the contract. */
export type Environment = 'development' | 'test' | 'production';

/** Everything the API reads from its environment, resolved and validated. */
export interface Config {
  /** TCP port to listen on (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 127.0.0.1). */
  host: string;
  /** PostgreSQL connection string (DATABASE_URL); without it the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /**
   * The PostgreSQL schema the tables live in (DATABASE_SCHEMA, default `public`), so several
   * deployments or a benchmark can share one database without touching each other's tables.
   */
  databaseSchema: string | undefined;
  /** PGlite data folder parent (ZAR_DATA_DIR, default `<repo>/.data`), or `memory://`. */
  dataDir: string;
  /** The built player site served on the same port (SITE_DIR, default `<repo>/apps/site/dist`). */
  siteDir: string;
  /** Images the API serves at `/media/*` (ZAR_MEDIA_DIR, default `<repo>/apps/api/media`). */
  mediaDir: string;
  /** ZAR_ENV, else NODE_ENV, else development. */
  environment: Environment;
  /**
   * The secret of the operator commands (ZAR_OPERATOR_TOKEN). Without it they answer only on the
   * loopback interface, and not at all in production.
   */
  operatorToken: string | undefined;
  /**
   * The secret game providers sign seamless-wallet calls with (ZAR_GAME_WALLET_SECRET). Outside
   * production a fixed development secret is used when it is not set; production requires it.
   */
  gameWalletSecret: string;
  /**
   * The load balancers or reverse proxies whose `X-Forwarded-For` is believed
   * (ZAR_TRUSTED_PROXIES: comma-separated IPs or CIDRs, default none). The client address that
   * per-IP rate limits count is the nearest one not on this list; from anyone else the header is
   * ignored, so a client cannot pick its own address.
   */
  trustedProxies: string[];
  /**
   * On SIGTERM, how long the process keeps serving while it reports not ready, so the load
   * balancer's health check takes it out of rotation before it stops listening
   * (ZAR_SHUTDOWN_DRAIN_MS; default 3000 in production, 0 elsewhere: Ctrl+C stops at once).
   */
  shutdownDrainMs: number;
  /**
   * Origins other than the site's own whose pages may call the API (ZAR_CORS_ORIGINS, comma
   * separated, e.g. `https://partner.example`). Default none: same origin only.
   */
  corsOrigins: string[];
  /**
   * Game or payment provider origins the site may frame besides its own (ZAR_FRAME_ORIGINS, comma
   * separated). Default none: the demo games and sportsbook are served by the API itself.
   */
  frameOrigins: string[];
  /**
   * The secret a sportsbook match's course is derived from (ZAR_SPORTSBOOK_SECRET), so nobody can
   * compute results from the public code. Outside production a fixed development secret is used
   * when it is not set; production requires it.
   */
  sportsbookSecret: string;
  /**
   * The key login, sign-up and recovery challenges are signed with (ZAR_CHALLENGE_SECRET), shared
   * by every API process. Outside production a fixed development key is used when it is not set;
   * production requires it.
   */
  challengeSecret: string;
  /**
   * Whether the sandbox payment provider (a page that confirms deposits nobody paid) is on:
   * always outside production, in production only with ZAR_SANDBOX_PAYMENTS=1 (a test mode the
   * site announces on every page).
   */
  sandboxPayments: boolean;
  /**
   * The site's public address (ZAR_PUBLIC_URL, an origin with an optional path ending in `/`, e.g.
   * `https://zar.example/`): absolute addresses in answers (payment page, sportsbook) are built on
   * it, never on the request's Host. Required in production; elsewhere, when unset, the address
   * the server listens on.
   */
  publicUrl: string | undefined;
  /**
   * E-mail through SMTP (ZAR_SMTP_URL, e.g. `smtps://user:password@mail.example:465`, and
   * ZAR_MAIL_FROM, the From address). Unset: e-mails go to the outbox table only.
   */
  smtp: SmtpSettings | undefined;
  /**
   * SMS through Twilio's Messages API (ZAR_SMS_TWILIO_ACCOUNT_SID, ZAR_SMS_TWILIO_AUTH_TOKEN,
   * ZAR_SMS_FROM: an E.164 number or a Messaging Service SID; ZAR_SMS_TWILIO_BASE_URL only for a
   * test stub). Unset: SMS go to the outbox table only. Production needs this or SMTP.
   */
  sms: TwilioSettings | undefined;
}

/** The game wallet secret of development and test machines; never accepted in production. */
export const developmentGameWalletSecret = 'zar-development-game-wallet-secret';

/** The sportsbook secret of development and test machines; never accepted in production. */
export const developmentSportsbookSecret = 'zar-development-sportsbook-secret-0123456789';

/** The challenge key of development and test machines; never accepted in production. */
export const developmentChallengeSecret = 'zar-development-challenge-secret-0123456789';

/** Each secret setting's development value, which production refuses. */
const developmentSecrets = {
  ZAR_GAME_WALLET_SECRET: developmentGameWalletSecret,
  ZAR_SPORTSBOOK_SECRET: developmentSportsbookSecret,
  ZAR_CHALLENGE_SECRET: developmentChallengeSecret,
} as const;

/** The data directory value that keeps PGlite in memory (nothing written to disk). */
export const inMemoryDataDir = 'memory://';

// Both src/config.ts and the bundled dist/*.js sit one folder below apps/api, so the repository
// root is three folders up from this module in either case. (Resolved from the module's path, not
// `new URL(…, import.meta.url)`, which Vite rewrites to a page address when the site's jsdom
// tests load the API in process.)
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/** The browser code of the demo provider's game pages (`apps/api/games-client`). */
export const gamesClientDir = resolve(repositoryRoot, 'apps/api/games-client');

/** The generated images shipped in the repository (`apps/api/media`). */
export const defaultMediaDir = resolve(repositoryRoot, 'apps/api/media');

const environments = ['development', 'test', 'production'] as const;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'use lower-case letters, digits and _')
    .optional(),
  ZAR_DATA_DIR: z.string().min(1).optional(),
  SITE_DIR: z.string().min(1).optional(),
  ZAR_MEDIA_DIR: z.string().min(1).optional(),
  ZAR_ENV: z.enum(environments).optional(),
  ZAR_OPERATOR_TOKEN: z.string().min(16).optional(),
  ZAR_GAME_WALLET_SECRET: z.string().min(32).optional(),
  ZAR_TRUSTED_PROXIES: z
    .string()
    .transform(commaList)
    .pipe(z.array(z.string().refine(isAddressOrRange, 'use IP addresses or CIDR ranges')))
    .optional(),
  ZAR_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  ZAR_CORS_ORIGINS: z.string().optional(),
  ZAR_FRAME_ORIGINS: z.string().optional(),
  ZAR_SPORTSBOOK_SECRET: z.string().min(32).optional(),
  ZAR_CHALLENGE_SECRET: z.string().min(32).optional(),
  ZAR_SANDBOX_PAYMENTS: z.enum(['0', '1']).optional(),
  ZAR_PUBLIC_URL: z.string().optional(),
  ZAR_ALLOW_DEV_ON_NETWORK: z.enum(['0', '1']).optional(),
  ZAR_SMTP_URL: z
    .string()
    .refine(
      (value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol),
      'use an address such as smtps://user:password@mail.example:465',
    )
    .optional(),
  ZAR_MAIL_FROM: z.string().min(3).optional(),
  ZAR_SMS_TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio Account SID is AC and 32 hex digits')
    .optional(),
  ZAR_SMS_TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  ZAR_SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'use an E.164 number (+90…) or a Messaging Service SID (MG…)',
    )
    .optional(),
  ZAR_SMS_TWILIO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  NODE_ENV: z.string().optional(),
});

/** Reads the API configuration from environment variables; throws on a value that makes no sense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const environment = values.ZAR_ENV ?? nodeEnvironment(values.NODE_ENV);
  // Every problem at once, so an operator fixes the environment in one go.
  const problems: string[] = [];
  if (environment === 'production') {
    const required = [
      'ZAR_GAME_WALLET_SECRET',
      'ZAR_SPORTSBOOK_SECRET',
      'ZAR_CHALLENGE_SECRET',
      'ZAR_PUBLIC_URL',
    ] as const;
    const missing = required.filter((name) => values[name] === undefined);
    if (missing.length > 0) {
      problems.push(
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required in production`,
      );
    }
    // The development secrets are in the public code: whoever sets one in production lets anyone
    // sign wallet calls, compute sportsbook results or forge challenges.
    const published = Object.entries(developmentSecrets)
      .filter(([name, secret]) => values[name as keyof typeof developmentSecrets] === secret)
      .map(([name]) => name);
    if (published.length > 0) {
      problems.push(
        `${published.join(', ')} ${published.length === 1 ? 'is a development secret' : 'are development secrets'}, published with the code; production needs its own`,
      );
    }
  } else if (!isLoopbackHost(values.HOST) && values.ZAR_ALLOW_DEV_ON_NETWORK !== '1') {
    // Development and test mode have a sandbox that credits unpaid deposits, fixed secrets and a
    // readable outbox of codes: never reachable from other machines by accident.
    problems.push(
      `HOST=${values.HOST} would open ${environment} mode (sandbox payments, development secrets) to the network; use ZAR_ENV=production, a loopback HOST, or set ZAR_ALLOW_DEV_ON_NETWORK=1`,
    );
  }
  const { smtp, sms } = messageSettings(values, problems);
  if (environment === 'production' && !smtp && !sms) {
    // Without a provider every code would sit in the outbox table: no player could verify a
    // phone or recover a password.
    problems.push(
      'production needs a message sender: ZAR_SMTP_URL and ZAR_MAIL_FROM (e-mail), or ZAR_SMS_TWILIO_ACCOUNT_SID, ZAR_SMS_TWILIO_AUTH_TOKEN and ZAR_SMS_FROM (SMS), or both',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseSchema: values.DATABASE_SCHEMA,
    dataDir: resolveDataDir(values.ZAR_DATA_DIR),
    siteDir: resolve(values.SITE_DIR ?? resolve(repositoryRoot, 'apps/site/dist')),
    mediaDir: resolve(values.ZAR_MEDIA_DIR ?? defaultMediaDir),
    environment,
    operatorToken: values.ZAR_OPERATOR_TOKEN,
    gameWalletSecret: values.ZAR_GAME_WALLET_SECRET ?? developmentGameWalletSecret,
    trustedProxies: values.ZAR_TRUSTED_PROXIES ?? [],
    shutdownDrainMs: values.ZAR_SHUTDOWN_DRAIN_MS ?? (environment === 'production' ? 3000 : 0),
    corsOrigins: originList('ZAR_CORS_ORIGINS', values.ZAR_CORS_ORIGINS),
    frameOrigins: originList('ZAR_FRAME_ORIGINS', values.ZAR_FRAME_ORIGINS),
    sportsbookSecret: values.ZAR_SPORTSBOOK_SECRET ?? developmentSportsbookSecret,
    challengeSecret: values.ZAR_CHALLENGE_SECRET ?? developmentChallengeSecret,
    sandboxPayments:
      environment === 'production'
        ? values.ZAR_SANDBOX_PAYMENTS === '1'
        : values.ZAR_SANDBOX_PAYMENTS !== '0',
    publicUrl: publicUrl(values.ZAR_PUBLIC_URL),
    smtp,
    sms,
  };
}

/** The e-mail and SMS providers, each complete or absent; half a provider is refused. */
function messageSettings(
  values: z.infer<typeof environmentSchema>,
  problems: string[],
): {
  smtp: SmtpSettings | undefined;
  sms: TwilioSettings | undefined;
} {
  const groups = {
    smtp: ['ZAR_SMTP_URL', 'ZAR_MAIL_FROM'],
    sms: ['ZAR_SMS_TWILIO_ACCOUNT_SID', 'ZAR_SMS_TWILIO_AUTH_TOKEN', 'ZAR_SMS_FROM'],
  } as const;
  for (const names of Object.values(groups)) {
    const missing = names.filter((name) => values[name] === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      const set = names.filter((name) => values[name] !== undefined);
      problems.push(
        `${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not`,
      );
    }
  }
  const { ZAR_SMTP_URL, ZAR_MAIL_FROM, ZAR_SMS_TWILIO_ACCOUNT_SID, ZAR_SMS_TWILIO_AUTH_TOKEN } =
    values;
  return {
    smtp: ZAR_SMTP_URL && ZAR_MAIL_FROM ? { url: ZAR_SMTP_URL, from: ZAR_MAIL_FROM } : undefined,
    sms:
      ZAR_SMS_TWILIO_ACCOUNT_SID && ZAR_SMS_TWILIO_AUTH_TOKEN && values.ZAR_SMS_FROM
        ? {
            accountSid: ZAR_SMS_TWILIO_ACCOUNT_SID,
            authToken: ZAR_SMS_TWILIO_AUTH_TOKEN,
            from: values.ZAR_SMS_FROM,
            baseUrl: values.ZAR_SMS_TWILIO_BASE_URL ?? twilioBaseUrl,
          }
        : undefined,
  };
}

/** Whether HOST only listens on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** ZAR_PUBLIC_URL normalised to end in `/`; refused unless it is an http(s) address. */
function publicUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `Invalid API configuration: ZAR_PUBLIC_URL: "${value}" is not an address such as https://zar.example/`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
}

// `10.0.0.5`, `::1`, `10.0.0.0/8`, `fd00::/8`: what Fastify's `trustProxy` list takes.
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A comma-separated list of origins (`https://host[:port]`), each checked and normalised. */
function originList(name: string, value: string | undefined): string[] {
  return commaList(value ?? '').map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.origin !== entry.replace(/\/$/, '')
    ) {
      throw new Error(
        `Invalid API configuration: ${name}: "${entry}" is not an origin such as https://games.example`,
      );
    }
    return url.origin;
  });
}

/** The entries of a comma-separated setting, trimmed, empty ones left out. */
function commaList(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function resolveDataDir(value: string | undefined): string {
  if (value === inMemoryDataDir) return value;
  return resolve(value ?? resolve(repositoryRoot, '.data'));
}

function nodeEnvironment(value: string | undefined): Environment {
  return environments.find((environment) => environment === value) ?? 'development';
}

// An exported-but-empty variable (`PORT=`) means "not set", as shells and .env files intend it.
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
