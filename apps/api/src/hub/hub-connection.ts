import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { PlayerSession } from '../http';
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

/** The hub's timings; ASP.NET's defaults are 15 s, 30 s and 15 s. */
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
  /** The server's own id of the connection (the client never learns it: no negotiation). */
  readonly id: string;
  readonly session: PlayerSession;
  /** Sends whole records; nothing goes out before the handshake or after closing. */
  send(records: string): void;
  /** Sends a Close message (once the handshake is done), then closes the socket. */
  close(options: CloseOptions): void;
}

/** What the hub learns about a connection's life. */
export interface HubConnectionEvents {
  /** The socket closed, whether or not the handshake happened. */
  onClosed(connection: HubConnection): void;
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

/**
 * Speaks the JSON hub protocol on an upgraded socket: answers the handshake, pings after
 * `keepAliveIntervalMs` of silence, answers invocations (the hub has no methods, so with an
 * error Completion), and closes on the client's Close, a protocol error or a timeout.
 */
export function openHubConnection(
  socket: WebSocket,
  session: PlayerSession,
  timings: HubTimings,
  events: HubConnectionEvents,
  log: FastifyBaseLogger,
): HubConnection {
  let shaken = false;
  let closing = false;
  let pending = '';
  // Armed by the handshake; every send pushes the next ping back.
  let keepAlive: NodeJS.Timeout | undefined;

  const write = (records: string) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.warn({ connectionId: connection.id }, 'Hub client too slow to read; dropping it');
      socket.terminate();
      return;
    }
    socket.send(records);
    keepAlive?.refresh();
  };

  const clientTimeout = setTimeout(() => {
    connection.close({ error: 'Client timeout elapsed without a message.', allowReconnect: true });
  }, timings.clientTimeoutMs).unref();
  const handshakeTimeout = setTimeout(() => {
    refuseHandshake('Handshake was canceled.');
  }, timings.handshakeTimeoutMs).unref();

  const connection: HubConnection = {
    id: randomUUID(),
    session,
    send(records) {
      if (shaken && !closing) write(records);
    },
    close(options) {
      if (closing) return;
      closing = true;
      if (shaken) write(closeRecord(options));
      socket.close(1000);
    },
  };

  function refuseHandshake(error: string) {
    clearTimeout(handshakeTimeout);
    closing = true;
    if (socket.readyState === WebSocket.OPEN) socket.send(handshakeRefused(error));
    socket.close(1000);
  }

  function shakeHands(record: string): boolean {
    clearTimeout(handshakeTimeout);
    const error = checkHandshake(record);
    if (error !== null) {
      refuseHandshake(error);
      return false;
    }
    shaken = true;
    keepAlive = setTimeout(() => write(pingRecord), timings.keepAliveIntervalMs).unref();
    write(handshakeAccepted);
    return true;
  }

  function receive(record: string) {
    const message = parseClientMessage(record);
    if (!message) {
      connection.close({ error: 'Connection closed with an error.' });
      return;
    }
    const { invocationId, target } = message;
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // An invocation without an id is a `send`: it must get no answer.
        if (typeof invocationId === 'string') {
          write(completionErrorRecord(invocationId, `Unknown hub method '${String(target)}'`));
        }
        return;
      case MessageType.Close:
        closing = true;
        socket.close(1000);
        return;
      default:
        // Pings only keep the connection alive; stream items, completions, cancels, acks and
        // sequence messages have nothing to act on in a hub without methods or stateful reconnect.
        return;
    }
  }

  socket.on('message', (data) => {
    if (closing) return;
    clientTimeout.refresh();
    const { records, rest } = splitRecords(pending + rawText(data));
    pending = rest;
    if (pending.length > maxPendingText) {
      if (shaken) connection.close({ error: 'Connection closed with an error.' });
      else refuseHandshake('Handshake request is invalid.');
      return;
    }
    for (const record of records) {
      if (closing) return;
      if (!shaken) {
        if (!shakeHands(record)) return;
        continue;
      }
      receive(record);
    }
  });

  socket.on('error', (error) => {
    log.debug({ connectionId: connection.id, err: error }, 'Hub socket error');
  });

  socket.on('close', () => {
    closing = true;
    clearTimeout(keepAlive);
    clearTimeout(clientTimeout);
    clearTimeout(handshakeTimeout);
    events.onClosed(connection);
  });

  return connection;
}
