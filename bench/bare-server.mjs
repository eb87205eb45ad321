// The reference servers of the API throughput benchmark, run as a child process by
// api-servers.mjs: a bare node:http server answering each path with a fixed JSON text
// (BENCH_ANSWERS), and, when BENCH_PG_URL is set, the same server making for user/balance the one
// PostgreSQL query the API makes (the session with its player's balance, by the token's SHA-256):
// the least any server checking a session per call can do. Prints its port when listening.
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const answers = JSON.parse(process.env.BENCH_ANSWERS ?? '{}');
const fallback = JSON.stringify({ success: false, message: 'not found', data: null });
const pool = process.env.BENCH_PG_URL
  ? new pg.Pool({
      connectionString: process.env.BENCH_PG_URL,
      options: `-c search_path=${process.env.BENCH_PG_SCHEMA ?? 'public'}`,
    })
  : null;
const sessionQuery = `
  select id, player_id, fingerprint, created_at, last_seen_at, revoked_at, ends_at,
    (select balance_kurus from wallet_account where wallet_account.player_id = player_session.player_id) as value
  from player_session where token_hash = $1`;

function answer(response, status, body) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', async () => {
    const path = request.url.split('?')[0];
    const body = answers[path] ?? fallback;
    if (!pool || path !== '/api/user/balance') return answer(response, 200, body);
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    try {
      const { rows } = await pool.query(sessionQuery, [hash]);
      answer(response, rows.length === 1 ? 200 : 401, body);
    } catch {
      answer(response, 500, fallback);
    }
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool?.end();
});
