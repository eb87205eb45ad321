import { hostname } from 'node:os';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Environment } from '../config';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type FastifyChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Where JSON log lines are written, one `write` per line. */
export interface LogStream {
  write(line: string): void;
}

/** Where log lines go and how many: tests pass a stream to read what was logged. */
export interface LogSettings {
  /** Minimum pino level; info in development and production, warn in test. */
  level?: string;
  /**
   * Destination of the JSON log lines; standard error by default (batched, at most 20 ms late),
   * so stdout stays quiet.
   */
  stream?: LogStream;
}

/**
 * Standard error, written in batches: the lines logged within `flushDelayMs` (under load, hundreds
 * of requests complete in that time) go out in one write, at once when they pass
 * `flushChars`. A write to a file or pipe blocks the event loop, and writing once per turn of it
 * still cost a few percent of every balance poll. Lines are written at most `flushDelayMs` late;
 * what is left when the process exits, a crash included, is written then.
 */
const batchedStandardError = (() => {
  const flushDelayMs = 20;
  const flushChars = 64 * 1024;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const lines = pending;
    pending = '';
    process.stderr.write(lines);
  };
  let exitHooked = false;
  return {
    write(line: string) {
      pending += line;
      if (!exitHooked) {
        exitHooked = true;
        process.once('exit', flush);
      }
      if (pending.length >= flushChars) flush();
      // Unreferenced: a pending line never keeps the process alive; `exit` writes it.
      else timer ??= setTimeout(flush, flushDelayMs).unref();
    },
  };
})();

/**
 * Fastify's logger settings, the access log that writes beside it, to the same stream, and the
 * per-request loggers (`RequestLogger`).
 */
export function requestLogging(
  environment: Environment,
  settings: LogSettings = {},
): {
  logger: LoggerOptions;
  logController: RequestCompletionLog;
  childLoggerFactory: FastifyChildLoggerFactory;
} {
  const stream = settings.stream ?? batchedStandardError;
  return {
    logger: loggerOptions(environment, { ...settings, stream }),
    logController: new RequestCompletionLog(stream),
    childLoggerFactory: requestLoggerFactory,
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's `request.log`: the pino child Fastify would make (`parent.child(bindings,
 * options)`), made the first time the request logs something. Most requests log nothing but
 * their completion line (`RequestCompletionLog`, which only reads the level), and making a pino
 * child for each cost about 1.5 % of a `user/balance` answer's CPU. Whatever it logs is the very
 * line the child writes, since it is that child that writes it.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #logger: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The pino child, made now if the request had not logged yet. */
  get logger(): FastifyBaseLogger {
    this.#logger ??= this.#parent.child(this.#bindings, this.#options);
    return this.#logger;
  }

  /** The child's level: its own (a route's `logLevel`), else its parent's, as pino's child reads. */
  get level(): string {
    return this.#logger?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArguments): void {
    this.logger.fatal(...args);
  }
  error(...args: LogArguments): void {
    this.logger.error(...args);
  }
  warn(...args: LogArguments): void {
    this.logger.warn(...args);
  }
  info(...args: LogArguments): void {
    this.logger.info(...args);
  }
  debug(...args: LogArguments): void {
    this.logger.debug(...args);
  }
  trace(...args: LogArguments): void {
    this.logger.trace(...args);
  }
  silent(...args: LogArguments): void {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it first logs. */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);

/**
 * Fastify's pino logger settings. A logged request shows its method, path and IP only: query
 * strings carry the hub's `access_token` and links' codes, so they are cut off entirely, and no
 * header is ever copied (so a `req` line has no credential to redact). Credential headers logged
 * any other way (`{ headers }`) are redacted.
 */
export function loggerOptions(
  environment: Environment,
  { level, stream = batchedStandardError }: LogSettings = {},
): LoggerOptions {
  return {
    level: level ?? (environment === 'test' ? 'warn' : 'info'),
    stream,
    // Only paths outside `req`: redacting inside it would clone and walk every request's line
    // (a third of the access log's cost) for headers its serializer never writes.
    redact: {
      paths: ['headers.authorization', 'headers.fingerprint', 'headers.cookie'],
      censor: '[redacted]',
    },
    serializers: { req: requestSummary },
  };
}

/** What a log line says of a request: never its headers, query string or body. */
function requestSummary(request: FastifyRequest) {
  return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip };
}

/** The URL without its query string or fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** pino's numbers of its level names; `silent` (and anything else) logs nothing. */
const levelValues: Partial<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const infoLevel = 30;

/**
 * One access-log line per request, written when it completes (method, path, IP, status and time
 * together), instead of Fastify's two (`incoming request`, then `request completed`): half the
 * log work on every call, which matters for the balance every player polls every 3 s.
 *
 * The line of a request that completed is the very line pino writes for
 * `reply.log.info({ req, res, responseTime }, 'request completed')` (the tests compare them),
 * put together directly: pino's general path (serializer lookups, a walk over the fields, each
 * stringified on its own) was most of the log's cost on every call. It goes to the logger's
 * stream and honours the request logger's level; a failed request is logged by pino itself.
 */
export class RequestCompletionLog extends LogController {
  readonly #stream: LogStream;
  // What pino writes after the time on every line of the app's logger: its default bindings.
  readonly #bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(stream: LogStream) {
    super();
    this.#stream = stream;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const fields = { req: request, res: reply, responseTime: reply.elapsedTime, err: error };
      reply.log.error(fields, 'request errored');
      return;
    }
    const level = levelValues[reply.log.level];
    if (level === undefined || level > infoLevel) return;
    const time = Date.now();
    const fields =
      `${JSON.stringify(this.requestIdLogLabel)}:${JSON.stringify(request.id)}` +
      `,"req":${JSON.stringify(requestSummary(request))}` +
      `,"res":{"statusCode":${reply.statusCode}}` +
      `,"responseTime":${Number.isFinite(reply.elapsedTime) ? reply.elapsedTime : null}`;
    this.#stream.write(
      `{"level":${infoLevel},"time":${time}${this.#bindings},${fields},"msg":"request completed"}\n`,
    );
  }
}
