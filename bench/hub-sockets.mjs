// The hub benchmark (issue #10 point 4): N authenticated sockets on one API process, the memory
// they cost it, how long a notification takes to reach one player's socket, and how long a
// broadcast takes to reach all of them.
//
//   pnpm --filter @zar/bench hub-sockets [--sockets 10000] [--sends 200] [--broadcasts 3]
//
// Needs the built API (`pnpm turbo run build --filter=@zar/api`) and a PostgreSQL server:
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) only names the server; the run
// creates its own database beside it and drops it at the end. Everything stays on 127.0.0.1.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import {
  cpuMilliseconds,
  createScratchDatabase,
  insertPlayers,
  residentBytes,
  startApi,
} from './hub-players.mjs';

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    sends: { type: 'string', default: '200' },
    broadcasts: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '200' },
  },
});
const socketCount = Number(options.sockets);
const sendCount = Number(options.sends);
const broadcastCount = Number(options.broadcasts);
const openConcurrency = Number(options.concurrency);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const targets = { bytesPerSocket: 20 * 1024, playerP99Ms: 50, broadcastMs: 1000 };
const recordSeparator = '\u001e';
const handshakeRequest = `{"protocol":"json","version":1}${recordSeparator}`;
const pingRecord = `{"type":6}${recordSeparator}`;
// The SignalR client pings every 15 s from its handshake on; the hub drops a client silent for
// 30 s. Every 10 s leaves a margin on a loaded machine.
const clientPingMs = 10_000;
const broadcastTimeoutMs = 60_000;
const settleMs = 3000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Where the socket's pushes go; each phase of the run sets its own. */
let onPush = () => undefined;
let unexpectedCloses = 0;
let closingAll = false;
const closedByBench = new WeakSet();
/** Every socket past its handshake, pinged from then on as the SignalR client does. */
const shakenSockets = [];

/** A single-use hub ticket of `player`'s session, as the site asks for one before each connect. */
async function hubTicket(baseUrl, player) {
  const response = await fetch(`${baseUrl}/api/customer/hubticket`, {
    headers: { authorization: `Bearer ${player.token}`, fingerprint: player.fingerprint },
  });
  if (!response.ok) throw new Error(`No hub ticket: HTTP ${response.status}`);
  return (await response.json()).data.ticket;
}

/**
 * Opens a hub socket for `player` with a fresh ticket (the hub takes no session token) and shakes
 * hands; resolves once the server accepted.
 */
async function openSocket(baseUrl, player) {
  const ticket = await hubTicket(baseUrl, player);
  const query = `fingerprint=${encodeURIComponent(player.fingerprint)}&access_token=${encodeURIComponent(ticket)}`;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/hub/frnotify?${query}`, {
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    let shaken = false;
    socket.once('open', () => socket.send(handshakeRequest));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`Hub refused the socket: HTTP ${response.statusCode}`)),
    );
    socket.on('error', (error) => {
      if (!shaken) reject(error);
    });
    socket.on('close', () => {
      if (shaken && !closingAll && !closedByBench.has(socket)) unexpectedCloses += 1;
    });
    socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      if (!shaken) {
        if (!text.startsWith(`{}${recordSeparator}`)) {
          reject(new Error(`Handshake refused: ${text}`));
          return;
        }
        shaken = true;
        shakenSockets.push(socket);
        resolve(socket);
        return;
      }
      for (const record of text.split(recordSeparator)) {
        if (record.includes('"NotifyMessage"')) onPush(player, record, at);
      }
    });
  });
}

/** Opens a socket for every player, `openConcurrency` handshakes at a time. */
async function openSockets(baseUrl, players) {
  const sockets = new Array(players.length);
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const index = next++;
      sockets[index] = await openSocket(baseUrl, players[index]);
    }
  };
  await Promise.all(Array.from({ length: openConcurrency }, worker));
  return sockets;
}

/** Sends a System notification through the operator endpoint `operator notify` uses. */
async function notify(api, to, title) {
  const response = await fetch(`${api.baseUrl}/api/operator/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${api.operatorToken}`,
    },
    body: JSON.stringify({ to, title, body: 'Hub benchmark' }),
  });
  if (!response.ok) throw new Error(`Notify ${to} answered ${response.status}`);
  await response.arrayBuffer();
}

/** The milliseconds from just before the HTTP call to the receipt, for `sendCount` sends. */
async function timeOnePlayer(api, players) {
  const times = [];
  for (let i = -10; i < sendCount; i++) {
    const player = players[Math.floor(Math.random() * players.length)];
    const title = `bench one ${i}`;
    let received;
    const arrived = new Promise((resolve) => {
      received = resolve;
    });
    onPush = (to, record, at) => {
      if (to === player && record.includes(title)) received(at);
    };
    const start = performance.now();
    await notify(api, player.username, title);
    const at = await Promise.race([arrived, sleep(10_000).then(() => null)]);
    if (at === null) {
      throw new Error(
        `The notification to ${player.username} never arrived (sockets closed: ${unexpectedCloses})`,
      );
    }
    // The first ten warm the path up and are not counted.
    if (i >= 0) times.push(at - start);
  }
  return times.sort((a, b) => a - b);
}

/** The milliseconds until the first and the last of `count` sockets got one broadcast. */
async function timeBroadcast(api, count, round) {
  const title = `bench all ${round}`;
  const arrivals = [];
  let allArrived;
  const done = new Promise((resolve) => {
    allArrived = resolve;
  });
  onPush = (_player, record, at) => {
    if (!record.includes(title)) return;
    arrivals.push(at);
    if (arrivals.length === count) allArrived();
  };
  const cpuBefore = await cpuMilliseconds(api.pid);
  const start = performance.now();
  await notify(api, 'all', title);
  const answeredMs = performance.now() - start;
  await Promise.race([done, sleep(broadcastTimeoutMs)]);
  const apiCpuMs = (await cpuMilliseconds(api.pid)) - cpuBefore;
  arrivals.sort((a, b) => a - b);
  return {
    apiCpuMs,
    answeredMs,
    reached: arrivals.length,
    firstMs: arrivals.length ? arrivals[0] - start : Number.NaN,
    lastMs: arrivals.length === count ? arrivals[count - 1] - start : Number.POSITIVE_INFINITY,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (value, target) => `${(value / target).toFixed(2)}×`;

async function main() {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Hub benchmark: ${socketCount} sockets, ${sendCount} sends, ${broadcastCount} broadcasts; ` +
      `Node ${process.version}, ${cpus().length} × ${cpu}`,
  );
  const database = await createScratchDatabase(adminUrl, `zar_bench_hub_${process.pid}`);
  let api;
  let sockets = [];
  let pinger;
  const cleanUp = async () => {
    closingAll = true;
    clearInterval(pinger);
    for (const socket of sockets) socket.terminate();
    await api?.stop();
    await database.drop();
  };
  process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
  try {
    api = await startApi(database.url);
    const players = await insertPlayers(database.url, socketCount);

    // Warm the API up (modules, pools, JIT) before the baseline, with one socket and one send.
    const [warmSocket] = await openSockets(api.baseUrl, players.slice(0, 1));
    await notify(api, players[0].username, 'warm up');
    closedByBench.add(warmSocket);
    warmSocket.close();
    await sleep(settleMs);
    const before = await residentBytes(api.pid);

    pinger = setInterval(() => {
      for (const socket of shakenSockets) {
        if (socket.readyState === WebSocket.OPEN) socket.send(pingRecord);
      }
    }, clientPingMs);
    const opening = performance.now();
    // Half first, so the growth of the second half shows what one more socket costs once the
    // process has warmed up to thousands of them.
    const half = Math.floor(socketCount / 2);
    sockets = await openSockets(api.baseUrl, players.slice(0, half));
    const halfSeconds = (performance.now() - opening) / 1000;
    await sleep(settleMs);
    const halfway = await residentBytes(api.pid);
    const secondHalf = performance.now();
    sockets.push(...(await openSockets(api.baseUrl, players.slice(half))));
    const openSeconds = halfSeconds + (performance.now() - secondHalf) / 1000;
    await sleep(settleMs);
    const after = await residentBytes(api.pid);
    const perSocket = (after - before) / socketCount;
    const perLaterSocket = (after - halfway) / (socketCount - half);
    console.log(
      `Opened ${socketCount} authenticated sockets in ${openSeconds.toFixed(1)} s ` +
        `(${Math.round(socketCount / openSeconds)}/s)`,
    );
    console.log(
      `Memory: API RSS ${mb(before)} → ${mb(after)}: ${kb(perSocket)} per socket ` +
        `(target ≤ ${kb(targets.bytesPerSocket)}: ${ratio(perSocket, targets.bytesPerSocket)}); ` +
        `the second half's ${socketCount - half}: ${kb(perLaterSocket)} each`,
    );

    const times = await timeOnePlayer(api, players);
    const p50 = percentile(times, 0.5);
    const p99 = percentile(times, 0.99);
    console.log(
      `One player: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(times.at(-1))} over ${times.length} ` +
        `sends (target p99 ≤ ${targets.playerP99Ms} ms: ${ratio(p99, targets.playerP99Ms)})`,
    );

    const rounds = [];
    for (let round = 1; round <= broadcastCount; round++) {
      const result = await timeBroadcast(api, socketCount, round);
      rounds.push(result);
      console.log(
        `Broadcast ${round}: HTTP answered in ${ms(result.answeredMs)}, first socket ` +
          `${ms(result.firstMs)}, all ${result.reached}/${socketCount} in ${ms(result.lastMs)}; ` +
          `API CPU ${result.apiCpuMs} ms`,
      );
      await sleep(1000);
    }
    const lasts = rounds.map((round) => round.lastMs).sort((a, b) => a - b);
    const median = percentile(lasts, 0.5);
    console.log(
      `Broadcast to all: median ${ms(median)} over ${rounds.length} ` +
        `(target ≤ ${targets.broadcastMs} ms: ${ratio(median, targets.broadcastMs)})`,
    );
    const finalRss = await residentBytes(api.pid);
    console.log(
      `API RSS at the end: ${mb(finalRss)}; sockets closed unexpectedly: ${unexpectedCloses}`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
