import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

/** Which backend (its index) answered one request or took one socket. */
export interface ProxiedCall {
  kind: 'http' | 'upgrade';
  method: string;
  path: string;
  backend: number;
}

/** A load balancer for tests: every call goes to the next backend in turn. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every call so far, in the order they arrived. */
  calls: ProxiedCall[];
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 and hands each HTTP request to the next of `backends` (`http://host:port`).
 * WebSocket upgrades take turns on their own counter, so consecutive sockets land on different
 * backends whatever HTTP calls came between them.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((backend) => new URL(backend));
  const calls: ProxiedCall[] = [];
  const sockets = new Set<Socket>();
  let nextHttp = 0;
  let nextUpgrade = 0;

  const server = createServer((request, response) => {
    const backend = nextHttp++ % targets.length;
    calls.push({ kind: 'http', method: request.method ?? '', path: request.url ?? '', backend });
    const target = targets[backend] as URL;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request, client: Socket, head: Buffer) => {
    const backend = nextUpgrade++ % targets.length;
    calls.push({ kind: 'upgrade', method: request.method ?? '', path: request.url ?? '', backend });
    const target = targets[backend] as URL;
    const upstream = connect(Number(target.port), target.hostname, () => {
      // The request line and headers as received, then whatever bytes followed them.
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
