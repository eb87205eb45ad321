import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr';
import { type NotifyConnectionStatus, statusOf } from './connection-status';
import { createListenerSet } from './listener-set';
import { createTokenSafeLogger } from './token-safe-logger';

/** The real-time client settings of SPEC §9. */
export const notifyHubSettings = {
  /** Delays before each reconnect attempt, in ms; after the last one the client stops. */
  reconnectDelays: [0, 2000, 10000, 30000],
  serverTimeout: 30_000,
  keepAliveInterval: 15_000,
  statefulReconnectBufferSize: 100_000,
  /** HTTP request timeout; long polling is never used (WebSockets only). */
  requestTimeout: 100_000,
} as const;

/** The server event that carries notifications (DESIGN "Real time"). */
export const NOTIFY_MESSAGE = 'NotifyMessage';

/** Something that happened to the connection, besides status changes. */
export type NotifyConnectionEvent =
  /** The socket closed: `willReconnect` when the client is about to retry. */
  | { type: 'disconnect'; willReconnect: boolean; error?: Error }
  /** The client got the socket back after losing it; refetch what may have been missed. */
  | { type: 'reconnected' }
  /** Starting failed, the server closed with an error, or every reconnect attempt failed. */
  | { type: 'error'; error: Error };

/** Options of the notification hub connection. */
export interface NotifyConnectionOptions {
  /** Hub address; relative URLs resolve against the page. Default './hub/frnotify'. */
  url?: string;
  /**
   * Returns a single-use hub ticket (`customer/hubticket`); awaited before every connect and
   * reconnect, so each gets a fresh one. The hub refuses a session token.
   */
  accessTokenFactory: () => string | Promise<string>;
  /** The browser fingerprint, sent as the `fingerprint` query. */
  fingerprint: string;
  /** Where SignalR logs go: a level for the console or a logger. Tokens are dropped either way. Default LogLevel.Warning. */
  logger?: ILogger | LogLevel;
}

/** The player's notification socket: a framework-free store of its status plus message and event listeners. */
export interface NotifyConnection {
  /** Connects; resolves once connected, rejects if the first connect fails (it is not retried). */
  start(): Promise<void>;
  /** Disconnects and stops reconnecting. */
  stop(): Promise<void>;
  /** The current status. */
  getStatus(): NotifyConnectionStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: NotifyConnectionStatus) => void): () => void;
  /** Calls `handler` for every `NotifyMessage` the server pushes; returns the unsubscribe function. */
  onMessage(handler: (command: string, message: string) => void): () => void;
  /** Calls `handler` on disconnect, reconnected and error; returns the unsubscribe function. */
  onEvent(handler: (event: NotifyConnectionEvent) => void): () => void;
}

/** Adds the fingerprint query to the hub URL; the client does not encode it, so we do. */
export function notifyHubUrl(url: string, fingerprint: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}fingerprint=${encodeURIComponent(fingerprint)}`;
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/**
 * Builds the connection to the notification hub with SPEC §9's settings: WebSockets without
 * negotiation, reconnect after 0, 2, 10 and 30 s, 30 s server timeout, 15 s keep-alive.
 * Stateful reconnect is switched on with a 100000-byte buffer as SPEC §9 asks; with negotiation
 * skipped the client still shakes hands with protocol version 1 and buffers nothing, so it only
 * takes effect if negotiation is ever enabled against a server that offers it.
 */
export function createNotifyConnection({
  url = './hub/frnotify',
  accessTokenFactory,
  fingerprint,
  logger = LogLevel.Warning,
}: NotifyConnectionOptions): NotifyConnection {
  const safeLogger = createTokenSafeLogger(logger);
  const hub = new HubConnectionBuilder()
    .withUrl(notifyHubUrl(url, fingerprint), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory,
      timeout: notifyHubSettings.requestTimeout,
    })
    .withAutomaticReconnect([...notifyHubSettings.reconnectDelays])
    .withServerTimeout(notifyHubSettings.serverTimeout)
    .withKeepAliveInterval(notifyHubSettings.keepAliveInterval)
    .withStatefulReconnect({ bufferSize: notifyHubSettings.statefulReconnectBufferSize })
    .configureLogging(safeLogger)
    .build();

  const reportListenerError = (error: unknown) =>
    safeLogger.log(LogLevel.Error, `A notification listener threw: ${asError(error).message}`);
  const statusListeners = createListenerSet<[NotifyConnectionStatus]>(reportListenerError);
  const messageHandlers = createListenerSet<[string, string]>(reportListenerError);
  const eventHandlers = createListenerSet<[NotifyConnectionEvent]>(reportListenerError);

  let status: NotifyConnectionStatus = statusOf(hub.state);
  let stopRequested = false;
  let pendingStart: Promise<void> | undefined;

  // SignalR has no state-change event: read its state after every call and callback.
  const syncStatus = () => {
    const next = statusOf(hub.state);
    if (next === status) return;
    status = next;
    statusListeners.emit(next);
  };

  hub.on(NOTIFY_MESSAGE, (command: unknown, message: unknown) => {
    messageHandlers.emit(
      String(command),
      typeof message === 'string' ? message : JSON.stringify(message),
    );
  });

  hub.onreconnecting((error) => {
    syncStatus();
    eventHandlers.emit({ type: 'disconnect', willReconnect: true, error });
  });

  hub.onreconnected(() => {
    syncStatus();
    eventHandlers.emit({ type: 'reconnected' });
  });

  hub.onclose((error) => {
    const wasReconnecting = status === 'reconnecting';
    syncStatus();
    eventHandlers.emit({ type: 'disconnect', willReconnect: false, error });
    if (error) eventHandlers.emit({ type: 'error', error });
    else if (wasReconnecting && !stopRequested) {
      eventHandlers.emit({
        type: 'error',
        error: new Error('Could not reconnect to the notification hub.'),
      });
    }
  });

  const start = (): Promise<void> => {
    if (hub.state !== HubConnectionState.Disconnected) return pendingStart ?? Promise.resolve();
    stopRequested = false;
    const started = hub.start();
    syncStatus();
    pendingStart = started.then(
      () => {
        pendingStart = undefined;
        syncStatus();
      },
      (reason: unknown) => {
        pendingStart = undefined;
        syncStatus();
        // A stop() during the connect is what the caller asked for, not a failure.
        if (stopRequested) return;
        const error = asError(reason);
        eventHandlers.emit({ type: 'error', error });
        throw error;
      },
    );
    return pendingStart;
  };

  const stop = async (): Promise<void> => {
    stopRequested = true;
    const stopped = hub.stop();
    syncStatus();
    await stopped;
    syncStatus();
  };

  return {
    start,
    stop,
    getStatus: () => status,
    subscribe: (listener) => statusListeners.add(listener),
    onMessage: (handler) => messageHandlers.add(handler),
    onEvent: (handler) => eventHandlers.add(handler),
  };
}
