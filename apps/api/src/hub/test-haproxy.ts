import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The committed example configuration, which the test runs with its ports replaced. */
export const haproxyExample = new URL('../../../../deploy/haproxy/zar.cfg', import.meta.url);

/** Debian installs it in /usr/sbin, which a user's PATH may lack. */
const haproxyBinary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/** Why HAProxy cannot run here, or null. `./zar test` installs Debian's `haproxy` like Chromium. */
export function haproxyMissingReason(): string | null {
  const found = spawnSync(haproxyBinary, ['-v'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'haproxy is not installed (apt-get install haproxy)';
}

/** HAProxy in front of API processes, as deploy/haproxy/zar.cfg sets it up. */
export interface LoadBalancer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The process (index into the backends) that answered, from the X-Zar-Server header. */
  servedBy(response: Response): number | undefined;
  /** Open hub sockets per process, from HAProxy's own counters. */
  socketsPerBackend(): Promise<number[]>;
  /** Whether HAProxy's health check finds each process ready. */
  upPerBackend(): Promise<boolean[]>;
  /** HAProxy's own output, for a failing test's message. */
  log(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The example configuration for these `backends` (`http://127.0.0.1:<port>`): the frontend and
 * the stats page on free loopback ports, and one `server` line per backend in each backend block.
 */
export function configFor(
  example: string,
  backends: readonly string[],
  ports: { frontend: number; stats: number },
): string {
  const lines: string[] = [];
  let serversWritten = false;
  for (const line of example.split('\n')) {
    if (/^\s*server api\d+ /.test(line)) {
      if (serversWritten) continue;
      serversWritten = true;
      backends.forEach((backend, index) => {
        lines.push(`  server api${index + 1} ${new URL(backend).host} check`);
      });
      continue;
    }
    if (/^\S/.test(line) || line.trim() === '') serversWritten = false;
    if (/^\s*bind :8080\b/.test(line)) lines.push(`  bind 127.0.0.1:${ports.frontend}`);
    else if (/^\s*bind 127\.0\.0\.1:8404\b/.test(line))
      lines.push(`  bind 127.0.0.1:${ports.stats}`);
    else lines.push(line);
  }
  return lines.join('\n');
}

interface StatRow {
  proxy: string;
  server: string;
  sessions: number;
  status: string;
}

/**
 * Starts Debian's haproxy with deploy/haproxy/zar.cfg in front of `backends`; resolves once its
 * health checks find every backend ready.
 */
export async function startHaproxy(backends: readonly string[]): Promise<LoadBalancer> {
  const ports = { frontend: await freePort(), stats: await freePort() };
  const folder = mkdtempSync(join(tmpdir(), 'zar-haproxy-'));
  const configFile = join(folder, 'zar.cfg');
  writeFileSync(configFile, configFor(readFileSync(haproxyExample, 'utf8'), backends, ports));

  const child: ChildProcess = spawn(haproxyBinary, ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${ports.frontend}`;
  async function stats(): Promise<StatRow[]> {
    const response = await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`);
    const [header = '', ...rows] = (await response.text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return rows.map((row) => {
      const cells = row.split(',');
      return {
        proxy: cells[at('pxname')] ?? '',
        server: cells[at('svname')] ?? '',
        sessions: Number(cells[at('scur')] ?? 0),
        status: cells[at('status')] ?? '',
      };
    });
  }
  const perBackend = async <T>(proxy: string, value: (row: StatRow) => T): Promise<T[]> => {
    const rows = await stats();
    return backends.map((_, index) => {
      const row = rows.find((each) => each.proxy === proxy && each.server === `api${index + 1}`);
      if (!row) throw new Error(`HAProxy lists no server api${index + 1} in ${proxy}`);
      return value(row);
    });
  };
  const balancer: LoadBalancer = {
    url,
    servedBy(response) {
      const name = response.headers.get('x-zar-server');
      const found = name ? /^api(\d+)$/.exec(name) : null;
      return found ? Number(found[1]) - 1 : undefined;
    },
    socketsPerBackend: () => perBackend('hub', (row) => row.sessions),
    upPerBackend: () => perBackend('api', (row) => row.status.startsWith('UP')),
    log: () => output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`haproxy exited with ${child.exitCode}\n${output}`);
    try {
      const [api, hub] = [
        await perBackend('api', (row) => row.status),
        await perBackend('hub', (row) => row.status),
      ];
      if ([...api, ...hub].every((status) => status === 'UP')) return balancer;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await balancer.close();
      throw new Error(`HAProxy did not find every backend ready within 30 s\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
}
