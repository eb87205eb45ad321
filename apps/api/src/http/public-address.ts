import type { FastifyInstance } from 'fastify';

/**
 * Where players reach the site, for the absolute addresses answers carry (the payment page, the
 * sportsbook, a game and its lobby). It is never the request's Host header: any caller writes
 * that, and behind a proxy that passes it on, a forged Host would send a player's payment page or
 * game to a site of the caller's choosing.
 */
export interface PublicAddress {
  /** The absolute address of `path` on the site, e.g. `api/sportsbook/demo/` (a leading `/` too). */
  url(path: string): string;
}

/**
 * The public address from `publicUrl` (ZAR_PUBLIC_URL, required in production), else the address
 * the server listens on (development and test): `http://<HOST>:<port>/`, or the loopback address
 * for a wildcard HOST, which no browser can call.
 */
export function publicAddress(
  app: FastifyInstance,
  { publicUrl, host, port }: { publicUrl: string | undefined; host: string; port: number },
): PublicAddress {
  const base = () => publicUrl ?? listeningBase(app, host, port);
  return { url: (path) => new URL(path.replace(/^\/+/, ''), base()).href };
}

function listeningBase(app: FastifyInstance, host: string, port: number): string {
  const address = app.server.address();
  // Port 0 asks the system for one: the bound port is known once the server listens.
  const boundPort = address !== null && typeof address === 'object' ? address.port : port;
  const bare = host.replace(/^\[|\]$/g, '');
  const shown = ['0.0.0.0', '::'].includes(bare)
    ? '127.0.0.1'
    : bare.includes(':')
      ? `[${bare}]`
      : bare;
  return `http://${shown}${boundPort ? `:${boundPort}` : ''}/`;
}
