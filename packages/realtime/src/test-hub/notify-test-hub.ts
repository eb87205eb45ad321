import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

const RS = '\u001e';

/** What the test hub saw of one client connection. */
export interface NotifyTestHubVisit {
  /** The request path and query, e.g. '/hub/frnotify?fingerprint=…'. */
  url: string;
  authorization: string | undefined;
  /** The client's handshake request, once received. */
  handshake?: { protocol: string; version: number };
  /** Hub messages the client sent after the handshake. */
  messages: { type: number; [field: string]: unknown }[];
}

/** A minimal SignalR JSON hub on 127.0.0.1 for tests (reference/signalr-hub-protocol.md). */
export interface NotifyTestHub {
  /** http URL of the hub, for the client. */
  url: string;
  visits: NotifyTestHubVisit[];
  /** Pushes `NotifyMessage(command, message)` to every connected client. */
  push(command: string, message: string): void;
  /** Sends a Close message to every client, then closes their sockets. */
  closeClients(close: { error?: string; allowReconnect?: boolean }): void;
  /** Answers the next handshakes with this error instead of `{}`. */
  rejectHandshakes(error: string | undefined): void;
  /** Closes the server and every socket. */
  close(): Promise<void>;
}

/** Starts a test hub on a random port of 127.0.0.1 at `/hub/frnotify`. */
export async function startNotifyTestHub(): Promise<NotifyTestHub> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/hub/frnotify' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  const visits: NotifyTestHubVisit[] = [];
  const connected = new Set<WebSocket>();
  let handshakeError: string | undefined;

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const visit: NotifyTestHubVisit = {
      url: request.url ?? '',
      authorization: request.headers.authorization,
      messages: [],
    };
    visits.push(visit);
    socket.on('close', () => connected.delete(socket));
    socket.on('message', (data) => {
      for (const record of data.toString().split(RS).filter(Boolean)) {
        const parsed = JSON.parse(record);
        if (visit.handshake) {
          visit.messages.push(parsed);
          continue;
        }
        visit.handshake = parsed;
        if (handshakeError) {
          socket.send(`${JSON.stringify({ error: handshakeError })}${RS}`);
          socket.close();
          return;
        }
        socket.send(`{}${RS}`);
        connected.add(socket);
      }
    });
  });

  const sendAll = (message: object) => {
    for (const socket of connected) socket.send(`${JSON.stringify(message)}${RS}`);
  };

  return {
    url: `http://127.0.0.1:${port}/hub/frnotify`,
    visits,
    push(command, message) {
      sendAll({ type: 1, target: 'NotifyMessage', arguments: [command, message] });
    },
    closeClients(close) {
      sendAll({ type: 7, ...close });
      for (const socket of connected) socket.close();
    },
    rejectHandshakes(error) {
      handshakeError = error;
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
