import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { earlyTapScript } from '@zar/api-client/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createArgon2Hasher,
  createVerificationCodes,
  type PasswordHasher,
  registerAccounts,
} from './accounts';
import { registerBonuses } from './bonuses';
import { registerCasino, softGamingsScript } from './casino';
import { type ChallengeDifficulty, createProofOfWork } from './challenges';
import type { Config } from './config';
import { registerContent } from './content';
import { registerRegistrationForm } from './countries';
import type { DatabaseHandle } from './db';
import { registerDemoProvider } from './demo-provider';
import { registerGameWallet, type SeamlessWallet } from './game-wallet';
import { registerHealth } from './health';
import {
  defaultBodyLimitBytes,
  defaultHttpTimings,
  type HttpTimings,
  type LogSettings,
  publicAddress,
  registerBodyParsers,
  registerErrorHandling,
  registerSecurityHeaders,
  requestLogging,
  serverTimeoutOptions,
} from './http';
import { type HubTimings, type NotifyHub, registerHub } from './hub';
import type { Lifecycle } from './lifecycle';
import { openMediaLibrary, registerMedia } from './media';
import { configuredSender, type MessageSender, registerDevOutbox } from './messaging';
import { registerMetrics } from './metrics';
import { createPlayerEvents, registerNotifications } from './notifications';
import { registerOperator } from './operator';
import { operatorProvider, paymentProviders, registerPayments, sandboxProvider } from './payments';
import { createRateLimiter } from './rate-limit';
import { registerResponsibleGaming, responsibleGamingBetGuard } from './responsible-gaming';
import { createSessionStore, registerSessions } from './sessions';
import { registerSite, siteFallback } from './site';
import { registerSportsbook, sportsbookCredentials } from './sportsbook';
import { registerWallet } from './wallet';

/** What the API is built from; the database is opened (and migrated) by the caller. */
export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The process's life (main.ts): once `stopping`, the readiness check answers 503. */
  lifecycle?: Lifecycle;
  /** Log level and destination, e.g. a stream a test reads. */
  log?: LogSettings;
  /** The time; tests move it to expire codes and sessions. Default: the system clock. */
  clock?: () => Date;
  /** Password hashing; default argon2id. */
  passwordHasher?: PasswordHasher;
  /**
   * SMS and e-mail delivery; default what the config names (SMTP, Twilio), else the outbox table.
   */
  messageSender?: MessageSender;
  /** The hub's keep-alive and timeouts; default ASP.NET's (15 s, 30 s, 15 s). Tests shorten them. */
  hubTimings?: Partial<HubTimings>;
  /** Wraps the wallet the in-house demo games call; tests hold a bet or a win open with it. */
  demoGameWallet?: (wallet: SeamlessWallet) => SeamlessWallet;
  /** How long the HTTP server waits for clients' requests; default `defaultHttpTimings`. */
  httpTimings?: Partial<HttpTimings>;
  /**
   * How much work a login, sign-up or recovery challenge takes; default
   * `defaultChallengeDifficulty`. Tests that sign many players up make it small.
   */
  challengeDifficulty?: ChallengeDifficulty;
}

/**
 * The player API and the built site on one Fastify instance, ready to `listen` or to `inject`
 * requests in tests. Closing it leaves the database open.
 */
export async function buildApp({
  config,
  database,
  log,
  clock = () => new Date(),
  passwordHasher = createArgon2Hasher(),
  messageSender,
  hubTimings,
  demoGameWallet = (wallet) => wallet,
  httpTimings,
  challengeDifficulty,
  lifecycle,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, logController, childLoggerFactory } = requestLogging(config.environment, log);
  const app = Fastify({
    logger,
    logController,
    childLoggerFactory,
    // request.ip (per-IP limits, session history, the operator's loopback check) is the socket's
    // address unless the socket is a configured proxy.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Routes that need more set their own (contract endpoints from their request schema).
    bodyLimit: defaultBodyLimitBytes,
    // Slow and idle clients are cut off; the hub's upgraded sockets are not (server-timeouts.ts).
    ...serverTimeoutOptions({ ...defaultHttpTimings, ...httpTimings }),
  });
  app.decorate('contractChecks', config.environment !== 'production');
  // First: every route registered after it is timed (metrics/register-metrics.ts).
  let metricsHub: NotifyHub | undefined;
  registerMetrics(app, { database, operatorToken: config.operatorToken, hub: () => metricsHub });
  // Absolute addresses in answers (payment page, sportsbook, games) are built on this.
  const site = publicAddress(app, config);
  registerSecurityHeaders(app, {
    corsOrigins: config.corsOrigins,
    frameOrigins: config.frameOrigins,
    // SoftGamings' launch markup; a server-rendered page's early-tap listener (site/server-render.ts).
    inlineScripts: [softGamingsScript, earlyTapScript],
  });
  const events = createPlayerEvents({
    onListenerError: (error, event) =>
      app.log.error({ err: error, event }, 'A player event listener failed'),
  });
  app.decorate('playerEvents', events);
  const messages = messageSender
    ? { sender: messageSender, close: async () => {} }
    : configuredSender({ config, database, clock, log: app.log });
  // Pending retries stop and are recorded before the database the caller owns is closed.
  app.addHook('onClose', messages.close);

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses on the fly at gzip speed; the default 11 is for build-time work.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandling(app, { fallback: siteFallback({ siteDir: config.siteDir }) });
  registerBodyParsers(app);

  registerHealth(app, { database, lifecycle });
  const media = await openMediaLibrary(config.mediaDir);
  await registerMedia(app, { media });
  registerContent(app, {
    database,
    media,
    // Production with the sandbox on: the site says on every page that payments are not real.
    testMode: config.environment === 'production' && config.sandboxPayments,
  });
  registerRegistrationForm(app, { database });
  const sessions = createSessionStore(database, clock);
  registerSessions(app, { sessions });
  const hub = await registerHub(app, {
    database,
    sessions,
    clock,
    databaseUrl: config.databaseUrl,
    timings: hubTimings,
  });
  metricsHub = hub;
  // What happens to a player's money or inbox reaches their open sockets, on any API process.
  events.on('notification', ({ playerId, notification }) =>
    hub.toPlayer(playerId, { command: 'Notification', message: notification }),
  );
  // The writing process forgets the cached balance at once, before it answers; the others hear
  // it from the database (migration 0014).
  events.on('balance', ({ playerId }) => sessions.cache.forgetValues(playerId));
  events.on('balance', ({ playerId, unannounced }) =>
    hub.balanceChanged(playerId, { announced: !unannounced }),
  );
  const wallet = registerGameWallet(app, {
    database,
    clock,
    events,
    secret: config.gameWalletSecret,
    betGuard: responsibleGamingBetGuard(clock),
  });
  registerAccounts(app, {
    providerCredentials: sportsbookCredentials(wallet, site),
    database,
    clock,
    hasher: passwordHasher,
    sender: messages.sender,
    sessions,
    limiter: createRateLimiter(database, clock),
    challenges: createProofOfWork({
      database,
      clock,
      secret: config.challengeSecret,
      difficulty: challengeDifficulty,
    }),
    codes: createVerificationCodes(database, clock),
  });
  registerWallet(app, { sessions });
  registerResponsibleGaming(app, { database, clock, sessions });
  registerPayments(app, {
    database,
    clock,
    events,
    providers: paymentProviders(
      operatorProvider,
      // Credits deposits nobody paid: development and test, or production with
      // ZAR_SANDBOX_PAYMENTS=1 only (config.ts).
      ...(config.sandboxPayments ? [sandboxProvider({ database, clock, events, site })] : []),
    ),
  });
  registerNotifications(app, { database });
  registerBonuses(app, { database, clock, events });
  const launcher = await registerDemoProvider(app, {
    database,
    clock,
    wallet: demoGameWallet(wallet),
  });
  registerCasino(app, { database, clock, wallet, launcher, media, site });
  const sportsBets = await registerSportsbook(app, {
    database,
    clock,
    wallet,
    secret: config.sportsbookSecret,
  });
  registerOperator(app, {
    sportsBets,
    database,
    clock,
    environment: config.environment,
    operatorToken: config.operatorToken,
    events,
    sender: messages.sender,
    databaseUrl: config.databaseUrl,
  });
  registerDevOutbox(app, { database, environment: config.environment });
  await registerSite(app, { siteDir: config.siteDir });

  return app;
}
