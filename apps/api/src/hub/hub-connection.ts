import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { LiveSession } from '../sessions';
import {
  type CloseOptions,
  checkHandshake,
  closeRecord,
  completionErrorRecord,
  handshakeAccepted,
  handshakeRefused,
  MessageType,
  parseClientMessage,
  pingRecord,
  splitRecords,
} from './hub-protocol';

/** The hub's timings; ASP.NET's defaults are 15 s, 30 s and 15 s. Like ASP.NET's, they run on a
 * heartbeat, so each may act up to one tick (1 s, or a quarter of the shortest timing) late. */
export interface HubTimings {
  /** A ping is sent after this long without sending anything (the client gives up after 30 s). */
  keepAliveIntervalMs: number;
  /** The connection is closed after this long without hearing from the client. */
  clientTimeoutMs: number;
  /** The client must shake hands within this long of connecting. */
  handshakeTimeoutMs: number;
}

/** One client socket of the hub, after authentication. */
export interface HubConnection {
  /** The server's own id of the connection, for logs (the client never learns it: no negotiation). */
  readonly id: number;
  readonly session: LiveSession;
  /** Why the connection is refused once it has shaken hands, or null for a connection of its player. */
  readonly refusal: string | null;
  /** Sends whole records; nothing goes out before the handshake or after closing. */
  send(records: string): void;
  /** Sends a Close message (once the handshake is done), then closes the socket. */
  close(options: CloseOptions): void;
  /**
   * Runs the connection's clocks at `now` (ms since the epoch): pings after a silence, closes on
   * a handshake or client timeout. The hub calls it for every connection on one shared timer.
   */
  tick(now: number): void;
  /** Bytes sent to the socket that the client has not taken yet. */
  bufferedBytes(): number;
}

/** What every connection of one hub shares. */
export interface HubConnectionOptions {
  timings: HubTimings;
  /** The socket closed, whether or not the handshake happened. */
  onClosed(connection: HubConnection): void;
  log: FastifyBaseLogger;
}

// A client that lets this much pile up unread is stuck; dropping it beats holding the memory.
const maxBufferedBytes = 1024 * 1024;
// A client sends whole records, so an unfinished one this long is not a client of ours.
const maxPendingText = 64 * 1024;

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

let lastConnectionId = 0;

/**
 * Speaks the JSON hub protocol on an upgraded socket: answers the handshake, pings after
 * `keepAliveIntervalMs` of silence, answers invocations (the hub has no methods, so with an
 * error Completion), and closes on the client's Close, a protocol error or a timeout. Its timers
 * run on the hub's shared tick (`tick`), not on timers of its own. With a `refusal`, it answers
 * the handshake and then closes with that error and no reconnect, as ASP.NET Core's hub does when
 * it refuses a connection in `OnConnectedAsync`: the client stops instead of retrying.
 */
export function openHubConnection(
  socket: WebSocket,
  session: LiveSession,
  options: HubConnectionOptions,
  refusal: string | null = null,
): HubConnection {
  return new SocketConnection(socket, session, options, Date.now(), refusal);
}

// A class rather than closures: a hub holds 10,000 of these, and methods on the prototype cost
// each connection nothing; its state is a few fields.
class SocketConnection implements HubConnection {
  readonly id = ++lastConnectionId;
  readonly session: LiveSession;
  readonly refusal: string | null;
  readonly #socket: WebSocket;
  readonly #options: HubConnectionOptions;
  #shaken = false;
  #closing = false;
  #pending = '';
  readonly #openedAt: number;
  #lastSentAt: number;
  #lastHeardAt: number;

  constructor(
    socket: WebSocket,
    session: LiveSession,
    options: HubConnectionOptions,
    now: number,
    refusal: string | null,
  ) {
    this.#socket = socket;
    this.session = session;
    this.refusal = refusal;
    this.#options = options;
    this.#openedAt = now;
    this.#lastSentAt = now;
    this.#lastHeardAt = now;
    socket.on('message', (data) => this.#receiveData(data));
    socket.on('error', (error) => {
      options.log.debug({ connectionId: this.id, err: error }, 'Hub socket error');
    });
    socket.on('close', () => {
      this.#closing = true;
      options.onClosed(this);
    });
  }

  send(records: string): void {
    if (this.#shaken && !this.#closing) this.#write(records);
  }

  close(options: CloseOptions): void {
    if (this.#closing) return;
    this.#closing = true;
    if (this.#shaken) this.#write(closeRecord(options));
    this.#socket.close(1000);
  }

  bufferedBytes(): number {
    return this.#socket.bufferedAmount;
  }

  tick(now: number): void {
    if (this.#closing) return;
    const { keepAliveIntervalMs, clientTimeoutMs, handshakeTimeoutMs } = this.#options.timings;
    if (now - this.#lastHeardAt >= clientTimeoutMs) {
      this.close({ error: 'Client timeout elapsed without a message.', allowReconnect: true });
    } else if (!this.#shaken) {
      if (now - this.#openedAt >= handshakeTimeoutMs) {
        this.#refuseHandshake('Handshake was canceled.');
      }
    } else if (now - this.#lastSentAt >= keepAliveIntervalMs) {
      this.#write(pingRecord);
    }
  }

  #write(records: string): void {
    const socket = this.#socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      this.#options.log.warn({ connectionId: this.id }, 'Hub client too slow to read; dropping it');
      socket.terminate();
      return;
    }
    socket.send(records);
    this.#lastSentAt = Date.now();
  }

  #refuseHandshake(error: string): void {
    this.#closing = true;
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.send(handshakeRefused(error));
    this.#socket.close(1000);
  }

  #shakeHands(record: string): boolean {
    const error = checkHandshake(record);
    if (error !== null) {
      this.#refuseHandshake(error);
      return false;
    }
    this.#shaken = true;
    this.#write(handshakeAccepted);
    if (this.refusal !== null) {
      this.close({ error: this.refusal });
      return false;
    }
    return true;
  }

  #receive(record: string): void {
    const message = parseClientMessage(record);
    if (!message) {
      this.close({ error: 'Connection closed with an error.' });
      return;
    }
    const { invocationId, target } = message;
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // An invocation without an id is a `send`: it must get no answer.
        if (typeof invocationId === 'string') {
          this.#write(
            completionErrorRecord(invocationId, `Unknown hub method '${String(target)}'`),
          );
        }
        return;
      case MessageType.Close:
        this.#closing = true;
        this.#socket.close(1000);
        return;
      default:
        // Pings only keep the connection alive; stream items, completions, cancels, acks and
        // sequence messages have nothing to act on in a hub without methods or stateful reconnect.
        return;
    }
  }

  #receiveData(data: RawData): void {
    if (this.#closing) return;
    this.#lastHeardAt = Date.now();
    const { records, rest } = splitRecords(this.#pending + rawText(data));
    this.#pending = rest;
    if (rest.length > maxPendingText) {
      if (this.#shaken) this.close({ error: 'Connection closed with an error.' });
      else this.#refuseHandshake('Handshake request is invalid.');
      return;
    }
    for (const record of records) {
      if (this.#closing) return;
      if (!this.#shaken) {
        if (!this.#shakeHands(record)) return;
        continue;
      }
      this.#receive(record);
    }
  }
}
