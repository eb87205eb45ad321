import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import { requestLocale, type ServerKey, serverMessage } from '../http';
import type { LiveSession } from '../sessions';
import { type HubCredentials, hubCredentials } from './hub-credentials';

/** How the upgrade handler checks callers and hands over their sockets. */
export interface HubUpgradeOptions {
  /** The hub's path, e.g. `/hub/frnotify`. */
  path: string;
  server: WebSocketServer;
  /** The live session the credentials open the hub for, or null. */
  authenticate(credentials: HubCredentials): Promise<LiveSession | null>;
  /** Takes over an upgraded socket of an authenticated player. */
  accept(socket: WebSocket, session: LiveSession): void;
  log: FastifyBaseLogger;
}

function refuse(
  socket: Duplex,
  request: IncomingMessage,
  status: number,
  message: ServerKey,
): void {
  const body = JSON.stringify({
    success: false,
    message: serverMessage(message, requestLocale(request.headers)),
    data: null,
  });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Answers WebSocket upgrade requests on the app's HTTP server: at the hub's path the caller is
 * authenticated before anything is sent, so a missing, unknown, used, expired or revoked
 * credential gets a 401 and never a 101; any other path gets a 404. Nothing of the URL beyond the
 * path is logged.
 */
export function handleHubUpgrades(app: FastifyInstance, options: HubUpgradeOptions): void {
  const { path, server, authenticate, accept, log } = options;

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== path) {
      refuse(socket, request, 404, 'serverHttp:notFound');
      return;
    }
    const session = await authenticate(hubCredentials(request, url));
    if (socket.destroyed) return;
    if (!session) {
      log.info({ path }, 'Hub connection refused: no live session');
      refuse(socket, request, 401, 'serverHttp:sessionRequired');
      return;
    }
    server.handleUpgrade(request, socket, head, (webSocket) => {
      log.debug({ playerId: session.playerId }, 'Hub connection opened');
      accept(webSocket, session);
    });
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that drops while we look up its session, or after a refusal, must not crash the
    // process; once upgraded, ws handles the socket's errors too.
    socket.on('error', () => undefined);
    upgrade(request, socket, head).catch((error: unknown) => {
      log.error({ err: error }, 'Hub upgrade failed');
      if (!socket.destroyed) refuse(socket, request, 500, 'serverHttp:internalError');
    });
  });
}
