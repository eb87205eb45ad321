import { createHmac, randomBytes } from 'node:crypto';
import {
  bonusOffers,
  challengeRequiredEnvelope,
  challengeRequiredStatus,
  register,
  registrationFormDefaults,
  toMinorUnits,
  toRegisterRequest,
} from '@zar/api-client/contract';
import { testPersonalNo } from '../accounts/test-personal-numbers';
import { solveChallenge } from '../challenges/solve-challenge';

/**
 * The bank test (issue 11): many clients move money through the real HTTP API of a running
 * server — deposits confirmed on the sandbox page or approved by the operator, withdrawals the
 * operator approves or rejects, bonus claims, Hub88-style signed bets, wins and rollbacks, and
 * spins of our own slot — each sent again at random (a spin excepted: each is a round of its
 * own), often concurrently, while a reader asks the operator's wallet audit every `readEveryMs`
 * whether all money is conserved. Every operation the API acknowledged is
 * remembered per wallet; at the end each wallet's ledger, kind by kind, must equal what was
 * acknowledged (exactly; or, for calls whose answer was lost in a crash, within what they could
 * have moved). Only `fetch`: it runs against any server, in the test suite or from bench/.
 */
export interface BankOptions {
  /** The API's origin, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  clients: number;
  operations: number;
  wallets: number;
  /** The secret the server checks Hub88 wallet calls with (ZAR_GAME_WALLET_SECRET). */
  gameWalletSecret: string;
  /** ZAR_OPERATOR_TOKEN of the server, when it has one. */
  operatorToken?: string;
  readEveryMs?: number;
  /**
   * Crash mode: a call that gets no answer (connection refused or reset, a 5xx) is retried with
   * the same body (a filing with the same Idempotency-Key) until the server answers again.
   */
  survivesOutages?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface BankReport {
  operations: number;
  /** Logical operations by type. */
  byType: Record<string, number>;
  /** Extra copies sent of an operation (retries), and how many of those were concurrent. */
  duplicates: number;
  concurrentDuplicates: number;
  /** Answers that acknowledged money moving. */
  acknowledged: number;
  reads: number;
  /** Reads that got no answer (crash mode). */
  missedReads: number;
  /** How long the audit took to answer, mean and slowest (ms). */
  readMs: { mean: number; max: number };
  /** Every distinct invariant violation the reader or the final check saw. */
  violations: string[];
  /** Requests that got no answer or a 5xx (each retried in crash mode). */
  failedRequests: number;
  /** Filings whose answer was lost: they may or may not have happened. */
  unknownOutcomes: number;
  durationMs: number;
  /** The final audit totals (kuruş), cash and bonus pockets apart. */
  totals: Record<string, number>;
  /** Claims refused because another bonus was being wagered (one at a time, issue 22). */
  bonusActiveRefusals: number;
  /** Withdrawals refused until the player agrees to forfeit the bonus being wagered (409). */
  forfeitsRequired: number;
  /** Withdrawals accepted with `forfeitBonus: true`. */
  forfeitingWithdrawals: number;
}

/** What the clients know a wallet holds, from acknowledged operations only (kuruş). */
interface Wallet {
  /** The browser the wallet's player signed up on: its session is tied to it. */
  fingerprint: string;
  index: number;
  token: string;
  username: string;
  usercode: string;
  gameToken: string;
  /** The player's launch of our own slot, once opened. */
  slotLaunch?: string;
  /** Ledger sums by kind the answers acknowledged. */
  acknowledged: Record<string, number>;
  /** Upper bound of what filings with lost answers could have moved, by kind (negative: down). */
  unknown: Record<string, number>;
  /** Bets acknowledged and neither won nor rolled back yet. */
  openBets: Array<{ transaction: string; round: string; amount: number }>;
  /** Bonus offers acknowledged as granted. */
  claimed: Set<number>;
  /** Claims acknowledged as granted. */
  grants: number;
  /** Withdrawals accepted with `forfeitBonus: true`, and those whose answer was lost. */
  forfeits: number;
  maybeForfeits: number;
}

/** A claimable offer as the clients know it. */
interface Offer {
  amount: number;
  /** A deposit bonus: a share of the player's deposit, at most `amount`. */
  percent: boolean;
  needsDeposit: boolean;
  maxBet: number;
}

/** The answer of one HTTP call, or null when none came (or a 5xx). */
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  location: string | null;
}

/** What a filed deposit or withdrawal answers: the request's id. */
type FiledAnswer = { data?: { id?: number } } | null;

export class Violation extends Error {}

/** The slot's stakes the bank's players spin (kuruş), from the slot's own list. */
const slotStakes = [100, 200, 500, 1000, 2000] as const;

const random = (below: number) => Math.floor(Math.random() * below);
const chance = (probability: number) => Math.random() < probability;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runBankWorkload(options: BankOptions): Promise<BankReport> {
  const { baseUrl, gameWalletSecret, operatorToken } = options;
  const readEveryMs = options.readEveryMs ?? 100;
  const survives = options.survivesOutages ?? false;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const report: BankReport = {
    operations: 0,
    byType: {},
    duplicates: 0,
    concurrentDuplicates: 0,
    acknowledged: 0,
    reads: 0,
    missedReads: 0,
    readMs: { mean: 0, max: 0 },
    violations: [],
    failedRequests: 0,
    unknownOutcomes: 0,
    durationMs: 0,
    totals: {},
    bonusActiveRefusals: 0,
    forfeitsRequired: 0,
    forfeitingWithdrawals: 0,
  };
  const violate = (text: string) => {
    if (report.violations.includes(text)) return;
    report.violations.push(text);
    log(`violation: ${text}`);
  };

  /** One request; null when no answer came (or a 5xx, whose effect is unknown). */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    {
      json,
      headers = {},
      form = false,
    }: { json?: unknown; headers?: Record<string, string>; form?: boolean } = {},
  ): Promise<Answer | null> {
    const body = form ? '' : json === undefined ? undefined : JSON.stringify(json);
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          locale: 'en',
          ...(body === undefined
            ? {}
            : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
          ...headers,
        },
        body,
        signal: AbortSignal.timeout(120_000),
      });
      const text = await response.text();
      if (response.status >= 500) {
        report.failedRequests += 1;
        if (!survives)
          violate(
            `${method} ${path.split('?')[0]} answered ${response.status}: ${text.slice(0, 200)}`,
          );
        return null;
      }
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return {
        status: response.status,
        body: parsed,
        text,
        location: response.headers.get('location'),
      };
    } catch (error) {
      report.failedRequests += 1;
      if (!survives) violate(`${method} ${path.split('?')[0]} failed: ${String(error)}`);
      return null;
    }
  }

  /** A repeatable call: sent again until it is answered (crash mode), else once. */
  async function sendUntilAnswered(...args: Parameters<typeof send>): Promise<Answer | null> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await send(...args);
      if (answer || !survives || attempt >= 600) return answer;
      await pause(100 + random(200));
    }
  }

  const operatorHeaders: Record<string, string> = operatorToken
    ? { authorization: `Bearer ${operatorToken}` }
    : {};
  const playerHeaders = (wallet: Wallet) => ({
    authorization: `Bearer ${wallet.token}`,
    fingerprint: wallet.fingerprint,
  });

  /** Sends an operation 1–3 times (a copy at random concurrent with the first); all answers. */
  async function withCopies(sendOnce: () => Promise<Answer | null>): Promise<Array<Answer | null>> {
    const copies = chance(0.35) ? 1 + random(2) : 0;
    report.duplicates += copies;
    if (copies === 0) return [await sendOnce()];
    if (chance(0.5)) {
      report.concurrentDuplicates += copies;
      return Promise.all(Array.from({ length: copies + 1 }, () => sendOnce()));
    }
    const answers: Array<Answer | null> = [];
    for (let copy = 0; copy <= copies; copy += 1) answers.push(await sendOnce());
    return answers;
  }

  const acknowledge = (wallet: Wallet, kind: string, amount: number) => {
    wallet.acknowledged[kind] = (wallet.acknowledged[kind] ?? 0) + amount;
    report.acknowledged += 1;
  };
  const maybe = (wallet: Wallet, kind: string, amount: number) => {
    wallet.unknown[kind] = (wallet.unknown[kind] ?? 0) + amount;
    report.unknownOutcomes += 1;
  };

  // Setup: the wallets' players sign up (each gets a login and a game session token).
  const run = randomBytes(3).toString('hex');
  const wallets: Wallet[] = [];
  // Sign-ups hash a password each (CPU-bound): a few at a time, not one per client.
  await inParallel(Math.min(options.clients, 4), options.wallets, async (index) => {
    const serial = String(index).padStart(4, '0');
    const body = toRegisterRequest({
      ...registrationFormDefaults,
      name: 'Banka',
      surname: 'Testi',
      username: `bank${run}${serial}`,
      email: `bank${run}${serial}@zar.test`,
      phone: `905${String(Number.parseInt(run, 16) % 1000).padStart(3, '0')}${String(index).padStart(4, '0')}`,
      PersonalNo: testPersonalNo(Number.parseInt(run, 16) * 1_000 + index),
      password: 'gizli1',
      password2: 'gizli1',
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      trialBonus: false,
      termsAccepted: true,
    });
    // Each player on a browser of their own; from one address, past its sign-up limit, the
    // challenge is solved as the site's widget would.
    const fingerprint = `bank-${run}-${serial}`;
    const headers = { fingerprint };
    let answer = await sendUntilAnswered('POST', '/api/auth/register', { json: body, headers });
    // A resend after no answer (a 5xx, a dropped connection) carries a solution the first send may
    // have used up: its 428 brings a fresh challenge, solved again as the widget does.
    for (let solved = 0; answer?.status === challengeRequiredStatus && solved < 5; solved += 1) {
      const { challenge } = challengeRequiredEnvelope.parse(answer.body).data;
      const altcha = await solveChallenge(challenge);
      answer = await sendUntilAnswered('POST', '/api/auth/register', {
        json: { ...body, altcha },
        headers,
      });
    }
    const parsed = register.response.safeParse(answer?.body);
    if (!parsed.success || !parsed.data.data?.betsyToken) {
      throw new Error(`sign-up ${index} failed: ${answer?.status} ${answer?.text.slice(0, 300)}`);
    }
    const session = parsed.data.data;
    wallets[index] = {
      index,
      fingerprint,
      token: session.token,
      username: session.username,
      usercode: session.usercode,
      gameToken: session.betsyToken ?? '',
      acknowledged: {},
      unknown: {},
      openBets: [],
      claimed: new Set(),
      grants: 0,
      forfeits: 0,
      maybeForfeits: 0,
    };
  });
  const offerAnswer = await sendUntilAnswered('GET', '/api/bonus/offers', {
    headers: playerHeaders(wallets[0] as Wallet),
  });
  const offers = new Map<number, Offer>(
    (bonusOffers.response.parse(offerAnswer?.body).data ?? []).map((offer) => [
      offer.id,
      {
        amount: Number(toMinorUnits(offer.amount)),
        percent: offer.rules.percent !== null,
        needsDeposit: offer.rules.minDeposit !== null,
        maxBet: Number(toMinorUnits(offer.rules.maxBet)),
      },
    ]),
  );
  // A bet up to the smallest largest bet of any bonus is never refused for a bonus's rules.
  const allowedBetWithAnyBonus = Math.min(...[...offers.values()].map((offer) => offer.maxBet));
  log(`${wallets.length} wallets signed up, ${offers.size} bonus offers open`);

  // The operator's queue: pending payment ids seen in GET /api/operator/pending, not yet decided.
  const pendingQueue: Array<{ id: number; kind: string; amount: number; username: string }> = [];
  const queued = new Set<string>();
  let lastPendingRead = 0;
  async function refreshPending() {
    if (Date.now() - lastPendingRead < 200) return;
    lastPendingRead = Date.now();
    const answer = await send('GET', '/api/operator/pending', { headers: operatorHeaders });
    const rows = (answer?.body as { data?: typeof pendingQueue } | null)?.data ?? [];
    for (const row of rows) {
      const key = `${row.kind}:${row.id}`;
      if (queued.has(key)) continue;
      queued.add(key);
      pendingQueue.push({ ...row, amount: Math.round(row.amount * 100) });
    }
  }
  const byUsername = new Map(wallets.map((wallet) => [wallet.username, wallet]));

  // --- The operations -------------------------------------------------------------------------

  async function depositOnPage(wallet: Wallet) {
    const lira = 50 + random(450);
    const filed = await send('POST', '/api/payment/deposit', {
      json: { id: 1, target: 'pay', detail: { amount: lira, paparaNo: 1234567890 } },
      headers: playerHeaders(wallet),
    });
    if (!filed) return maybe(wallet, 'deposit', 0);
    const page = (filed.body as { data?: { url?: unknown } })?.data?.url;
    if (filed.status !== 200 || typeof page !== 'string') {
      throw new Violation(`deposit refused: ${filed.status} ${filed.text.slice(0, 200)}`);
    }
    const { pathname, search } = new URL(page);
    const answers = await withCopies(() =>
      sendUntilAnswered('POST', `${pathname}/confirm${search}`, { form: true }),
    );
    if (answers.some((answer) => answer?.status === 303)) {
      acknowledge(wallet, 'deposit', lira * 100);
    } else {
      throw new Violation(`a deposit confirmation was not accepted: ${answers[0]?.status}`);
    }
  }

  /**
   * One submission of a payment form with its own Idempotency-Key, sent 1–3 times (copies at
   * random concurrent) and, in crash mode, again until answered: every accepted copy must name
   * the same request, whatever the timing. The accepted answers, or null when none came.
   */
  async function fileOnce(
    path: string,
    wallet: Wallet,
    json: unknown,
    refusable: (answer: Answer) => boolean = (answer) => answer.status === 400,
  ) {
    const headers = {
      ...playerHeaders(wallet),
      'idempotency-key': `bank-${run}-${randomBytes(12).toString('hex')}`,
    };
    const answers = await withCopies(() => sendUntilAnswered('POST', path, { json, headers }));
    const answered = answers.filter((answer): answer is Answer => answer !== null);
    if (answered.length === 0) return null;
    const accepted = answered.filter((answer) => answer.status === 200);
    const ids = new Set(accepted.map((answer) => (answer.body as FiledAnswer)?.data?.id));
    if (ids.size > 1 || ids.has(undefined)) {
      throw new Violation(`one idempotency key of ${path} filed requests ${[...ids].join(', ')}`);
    }
    const refused = answered.filter((answer) => answer.status !== 200);
    if (refused.some((answer) => !refusable(answer))) {
      throw new Violation(`${path} answered ${refused.map((answer) => answer.status).join(',')}`);
    }
    return accepted;
  }

  async function depositByTransfer(wallet: Wallet) {
    const lira = 100 + random(900);
    const accepted = await fileOnce('/api/payment/deposit', wallet, {
      id: 2,
      target: 'pay',
      detail: {
        amount: lira,
        fullName: 'Banka Testi',
        bank: 1 + random(6),
        transferDate: '2026-03-14T10:30',
        ownAccount: true,
      },
    });
    // Credited only when the operator approves it, which the operator's operations record.
    if (!accepted) report.unknownOutcomes += 1;
    else if (accepted.length === 0) throw new Violation('a bank transfer was refused');
  }

  /**
   * A withdrawal of cash. While a bonus is being wagered it is refused (409) until the player
   * agrees to forfeit the bonus; half the time they do, and the same withdrawal is sent again.
   */
  async function withdraw(wallet: Wallet, forfeitBonus = chance(0.2)) {
    const lira = 50 + random(250);
    const forfeitRequired = (answer: Answer) =>
      answer.status === 409 && /A withdrawal forfeits your/.test(answer.text);
    const accepted = await fileOnce(
      '/api/payment/withdraw',
      wallet,
      { id: 12, target: 'pay', detail: { amount: lira, paparaNo: 1234567890 }, forfeitBonus },
      // Copies of one submission hold once (a balance too small refuses them all: 400).
      (answer) => answer.status === 400 || (!forfeitBonus && forfeitRequired(answer)),
    );
    if (!accepted) {
      if (forfeitBonus) wallet.maybeForfeits += 1;
      return maybe(wallet, 'hold', -lira * 100);
    }
    if (accepted.length > 0) {
      acknowledge(wallet, 'hold', -lira * 100);
      if (forfeitBonus) {
        wallet.forfeits += 1;
        report.forfeitingWithdrawals += 1;
      }
    } else if (!forfeitBonus) {
      report.forfeitsRequired += 1;
      if (chance(0.5)) await withdraw(wallet, true);
    }
  }

  async function operatorDecides() {
    await refreshPending();
    const item = pendingQueue.splice(random(pendingQueue.length), 1)[0];
    if (!item) return;
    const wallet = byUsername.get(item.username);
    const decision = chance(0.7) ? 'approve' : 'reject';
    const path = `/api/operator/${item.kind === 'deposit' ? 'deposits' : 'withdrawals'}/${item.id}/${decision}`;
    const answers = await withCopies(() =>
      sendUntilAnswered('POST', path, { headers: operatorHeaders }),
    );
    const applied = answers.filter((answer) => answer?.status === 200).length;
    if (applied > 1) throw new Violation(`${path} was applied ${applied} times`);
    // A lost answer then "already settled": the one decision made was ours.
    const settledBefore = answers.some(
      (answer) => answer?.status === 409 && /already settled/.test(answer.text),
    );
    if (applied === 0 && !(survives && settledBefore)) {
      throw new Violation(`${path} was never applied: ${answers.map((a) => a?.status).join(',')}`);
    }
    if (!wallet) return;
    if (item.kind === 'deposit') {
      if (decision === 'approve') acknowledge(wallet, 'deposit', item.amount);
    } else if (decision === 'reject') {
      acknowledge(wallet, 'hold_released', item.amount);
    } else {
      report.acknowledged += 1;
    }
  }

  /**
   * A claim of an offer: credited to the bonus pocket, once per offer, and only while no other
   * bonus is being wagered (else 400); a deposit bonus credits a share of the player's deposit,
   * the amount its answer names.
   */
  async function claimBonus(wallet: Wallet) {
    const ids = [...offers.keys()];
    const id = ids[random(ids.length)];
    const offer = id === undefined ? undefined : offers.get(id);
    if (id === undefined || !offer) return;
    const answers = await withCopies(() =>
      sendUntilAnswered('POST', '/api/bonus/claim', {
        json: { id },
        headers: playerHeaders(wallet),
      }),
    );
    const outcome = readClaimAnswers(answers, {
      id,
      needsDeposit: offer.needsDeposit,
      claimedBefore: wallet.claimed.has(id),
      survivesOutages: survives,
    });
    report.bonusActiveRefusals += outcome.activeRefusals;
    if (outcome.kind === 'granted') {
      wallet.claimed.add(id);
      wallet.grants += 1;
      const amount = offer.percent ? grantedAmount(outcome.answer, offer) : offer.amount;
      acknowledge(wallet, 'bonus', amount);
    } else if (outcome.kind === 'lost-grant') {
      wallet.claimed.add(id);
      maybe(wallet, 'bonus', offer.amount);
    } else if (outcome.kind === 'unknown') {
      maybe(wallet, 'bonus', offer.amount);
    }
  }

  /** The amount a deposit bonus's answer says was credited: at most the offer's. */
  function grantedAmount(answer: Answer, offer: Offer): number {
    const message = (answer.body as { message?: unknown } | null)?.message;
    const lira = /of ₺([\d,]+\.\d{2}) has been added/.exec(String(message))?.[1];
    const amount =
      lira === undefined ? Number.NaN : Math.round(Number(lira.replace(/,/g, '')) * 100);
    if (!(amount > 0 && amount <= offer.amount)) {
      throw new Violation(`a deposit bonus answered ${String(message)}`);
    }
    return amount;
  }

  /** A Hub88 call with its exact signed bytes; repeated until answered in crash mode. */
  async function hub88(
    action: string,
    body: Record<string, unknown>,
  ): Promise<Array<string | null>> {
    const payload = JSON.stringify(body);
    const signature = createHmac('sha256', gameWalletSecret).update(payload).digest('hex');
    const once = async (): Promise<Answer | null> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(`${baseUrl}/api/wallet/hub88/${action}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-zar-signature': signature },
            body: payload,
            signal: AbortSignal.timeout(120_000),
          });
          const text = await response.text();
          if (response.status < 500) {
            return { status: response.status, body: JSON.parse(text), text, location: null };
          }
          report.failedRequests += 1;
          if (!survives)
            violate(`hub88 ${action} answered ${response.status}: ${text.slice(0, 200)}`);
        } catch (error) {
          report.failedRequests += 1;
          if (!survives) violate(`hub88 ${action} failed: ${String(error)}`);
        }
        if (!survives || attempt >= 600) return null;
        await pause(100 + random(200));
      }
    };
    const answers = await withCopies(once);
    return answers.map((answer) => (answer?.body as { status?: string } | null)?.status ?? null);
  }

  const gameBody = (wallet: Wallet, round: string) => ({
    user: wallet.usercode,
    token: wallet.gameToken,
    currency: 'TRY',
    game_code: 'bank-slot',
    round,
  });
  const uuid = () => randomBytes(8).toString('hex');

  /**
   * A bet, paid with cash first and then bonus money. Now and then one is larger than a bonus
   * being wagered allows: refused then (RS_ERROR_LIMIT_REACHED), taken otherwise.
   */
  async function bet(wallet: Wallet) {
    const transaction = `bet-${uuid()}`;
    const round = `round-${uuid()}`;
    const amount =
      Number.isFinite(allowedBetWithAnyBonus) && chance(0.1)
        ? allowedBetWithAnyBonus + 1 + random(4_000)
        : 100 + random(Math.min(4_900, allowedBetWithAnyBonus - 100));
    const statuses = await hub88('transaction/bet', {
      ...gameBody(wallet, round),
      request_uuid: uuid(),
      transaction_uuid: transaction,
      amount,
    });
    const unexpected = statuses.find(
      (s) =>
        s !== 'RS_OK' &&
        s !== 'RS_ERROR_NOT_ENOUGH_MONEY' &&
        !(s === 'RS_ERROR_LIMIT_REACHED' && amount > allowedBetWithAnyBonus),
    );
    if (unexpected !== undefined) throw new Violation(`a bet answered ${unexpected}`);
    if (statuses.includes('RS_OK')) {
      acknowledge(wallet, 'bet', -amount);
      wallet.openBets.push({ transaction, round, amount });
    }
  }

  async function win(wallet: Wallet) {
    const open = wallet.openBets.splice(random(wallet.openBets.length), 1)[0];
    if (!open) return bet(wallet);
    const amount = chance(0.3) ? 0 : random(open.amount * 3);
    const statuses = await hub88('transaction/win', {
      ...gameBody(wallet, open.round),
      request_uuid: uuid(),
      transaction_uuid: `win-${uuid()}`,
      reference_transaction_uuid: open.transaction,
      amount,
      round_closed: true,
    });
    if (statuses.some((status) => status !== 'RS_OK')) {
      throw new Violation(`a win answered ${statuses.join(',')}`);
    }
    if (amount > 0) acknowledge(wallet, 'win', amount);
  }

  async function rollback(wallet: Wallet) {
    const open = wallet.openBets.splice(random(wallet.openBets.length), 1)[0];
    if (!open) return rollbackBeforeBet(wallet);
    const statuses = await hub88('transaction/rollback', {
      ...gameBody(wallet, open.round),
      request_uuid: uuid(),
      transaction_uuid: `rollback-${uuid()}`,
      reference_transaction_uuid: open.transaction,
    });
    if (statuses.some((status) => status !== 'RS_OK')) {
      throw new Violation(`a rollback answered ${statuses.join(',')}`);
    }
    acknowledge(wallet, 'rollback', open.amount);
    // The rolled-back bet can no longer be paid.
    const late = await hub88('transaction/win', {
      ...gameBody(wallet, open.round),
      request_uuid: uuid(),
      transaction_uuid: `win-${uuid()}`,
      reference_transaction_uuid: open.transaction,
      amount: open.amount,
      round_closed: true,
    });
    if (late.some((status) => status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK')) {
      throw new Violation(`a win of a rolled-back bet answered ${late.join(',')}`);
    }
  }

  /** A rollback that overtakes its bet: the late bet must be refused. */
  async function rollbackBeforeBet(wallet: Wallet) {
    const transaction = `bet-${uuid()}`;
    const round = `round-${uuid()}`;
    const first = await hub88('transaction/rollback', {
      ...gameBody(wallet, round),
      request_uuid: uuid(),
      transaction_uuid: `rollback-${uuid()}`,
      reference_transaction_uuid: transaction,
    });
    if (first.some((status) => status !== 'RS_OK')) {
      throw new Violation(`an early rollback answered ${first.join(',')}`);
    }
    const late = await hub88('transaction/bet', {
      ...gameBody(wallet, round),
      request_uuid: uuid(),
      transaction_uuid: transaction,
      amount: 500,
    });
    if (late.some((status) => status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK')) {
      throw new Violation(`a bet after its rollback answered ${late.join(',')}`);
    }
  }

  /** Launches our own slot for the wallet's player, as the site does. */
  async function launchSlot(wallet: Wallet): Promise<string> {
    const answer = await sendUntilAnswered('POST', '/api/casino/dtlaunchurl', {
      json: { code: 'zar-slot' },
      headers: playerHeaders(wallet),
    });
    const data = (answer?.body as { data?: unknown } | null)?.data;
    const address = answer?.status === 200 ? /https?:\/\/[^"\\\s]+/.exec(String(data)) : null;
    const launch = address ? new URL(address[0]).searchParams.get('launch') : null;
    if (!launch) throw new Violation(`the slot launch answered ${answer?.status}`);
    return launch;
  }

  /**
   * A spin of our own slot (issue 26): a round with its stake and win, in one database call in
   * the common case and through the TypeScript round otherwise (a bonus being wagered, a top
   * win, two spins of one player racing for a nonce). Each spin is a round of its own, so it is
   * never sent twice; a refusal (400: not enough money, a bonus's largest bet) moves nothing. In
   * crash mode a spin whose answer is lost could have won any amount, so a bet is made instead.
   */
  async function spinSlot(wallet: Wallet) {
    if (survives) return bet(wallet);
    wallet.slotLaunch ??= await launchSlot(wallet);
    const stake = slotStakes[random(slotStakes.length)] ?? 100;
    const answer = await send('POST', '/api/games/demo/api/slot/spin', {
      json: { launch: wallet.slotLaunch, bet: stake },
      headers: { 'content-type': 'text/plain', origin: 'null' },
    });
    if (!answer) return;
    const data = (answer.body as { data?: { stake?: number; win?: number } } | null)?.data;
    if (answer.status === 200 && typeof data?.stake === 'number') {
      acknowledge(wallet, 'bet', -Math.round(data.stake * 100));
      if ((data.win ?? 0) > 0) acknowledge(wallet, 'win', Math.round((data.win ?? 0) * 100));
      return;
    }
    if (answer.status !== 400) {
      throw new Violation(`a slot spin answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
  }

  const mix: Array<[string, number, (wallet: Wallet) => Promise<void>]> = [
    ['deposit-page', 14, depositOnPage],
    ['deposit-transfer', 6, depositByTransfer],
    ['withdraw', 8, withdraw],
    ['operator-decision', 12, () => operatorDecides()],
    ['bonus-claim', 6, claimBonus],
    ['bet', 28, bet],
    ['win', 16, win],
    ['rollback', 10, rollback],
    ['spin', 14, spinSlot],
  ];
  const weights = mix.reduce((sum, [, weight]) => sum + weight, 0);
  function pick() {
    let roll = random(weights);
    for (const entry of mix) {
      roll -= entry[1];
      if (roll < 0) return entry;
    }
    return mix[0] as (typeof mix)[number];
  }

  // --- The reader -----------------------------------------------------------------------------

  let reading = true;
  async function audit(): Promise<{ totals: Record<string, number>; violations: string[] } | null> {
    const answer = await send('GET', '/api/operator/wallet-audit', { headers: operatorHeaders });
    const data = (
      answer?.body as { data?: { totals: Record<string, number>; violations: string[] } }
    )?.data;
    return data ?? null;
  }
  // A read starts every `readEveryMs`, unless the previous one is still waiting for its answer:
  // the audit scans every table, and on PGlite's single connection parallel reads would starve
  // the clients.
  const inFlight = new Set<Promise<void>>();
  async function readOnce() {
    const begun = Date.now();
    const data = await audit();
    const took = Date.now() - begun;
    if (data) {
      report.reads += 1;
      report.readMs.mean += (took - report.readMs.mean) / report.reads;
      report.readMs.max = Math.max(report.readMs.max, took);
      for (const text of data.violations) violate(`read ${report.reads}: ${text}`);
    } else {
      report.missedReads += 1;
    }
  }
  const ticker = setInterval(() => {
    if (!reading || inFlight.size >= 1) return;
    const read = readOnce().finally(() => inFlight.delete(read));
    inFlight.add(read);
  }, readEveryMs);

  // --- The clients ----------------------------------------------------------------------------

  let issued = 0;
  let lastLog = Date.now();
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (issued < options.operations) {
        issued += 1;
        const [type, , operation] = pick();
        const wallet = wallets[random(wallets.length)] as Wallet;
        report.byType[type] = (report.byType[type] ?? 0) + 1;
        try {
          await operation(wallet);
        } catch (error) {
          if (!(error instanceof Violation)) throw error;
          violate(`${type}: ${error.message}`);
        }
        report.operations += 1;
        if (Date.now() - lastLog > 5_000) {
          lastLog = Date.now();
          log(
            `${report.operations} operations, ${report.reads} reads, ${report.violations.length} violations`,
          );
        }
      }
    }),
  );
  reading = false;
  clearInterval(ticker);
  await Promise.all(inFlight);

  // --- The final reconciliation ---------------------------------------------------------------

  const final = await audit();
  if (!final) throw new Error('the final wallet audit got no answer');
  for (const text of final.violations) violate(`final: ${text}`);
  report.totals = final.totals;
  const statements = await sendUntilAnswered('GET', '/api/operator/wallet-statements', {
    headers: operatorHeaders,
  });
  const byUsercode = new Map(
    (
      (statements?.body as { data?: Array<{ usercode: string; byKind: Record<string, number> }> })
        ?.data ?? []
    ).map((statement) => [statement.usercode, statement.byKind]),
  );
  for (const wallet of wallets) {
    const ledger = byUsercode.get(wallet.usercode) ?? {};
    const kinds = new Set([...Object.keys(ledger), ...Object.keys(wallet.acknowledged)]);
    for (const kind of kinds) {
      if (kind === 'hold_posted' || bonusEndings.has(kind)) continue;
      const inLedger = ledger[kind] ?? 0;
      const known = wallet.acknowledged[kind] ?? 0;
      const unknown = wallet.unknown[kind] ?? 0;
      const low = Math.min(known, known + unknown);
      const high = Math.max(known, known + unknown);
      // A released hold of a withdrawal whose filing answer was lost is bounded by that filing.
      const slack = kind === 'hold_released' ? -(wallet.unknown.hold ?? 0) : 0;
      if (inLedger < low || inLedger > high + slack) {
        violate(
          `wallet ${wallet.usercode}: ledger ${kind} ${inLedger}, acknowledged ${known}${unknown ? ` (+ up to ${unknown} unknown)` : ''}`,
        );
      }
    }
    checkBonusEndings(wallet, ledger);
  }
  report.durationMs = Date.now() - started;
  return report;

  /**
   * What left a wallet's bonus pocket, which the clients cannot know to the kuruş (a forfeit
   * takes whatever the pocket holds then): bonus money is removed only by a withdrawal the player
   * agreed would forfeit it, or by its bonus's end (its date, or wagering done and the rest over
   * its cap: neither in so short a run with these games), never more than came in; a second bonus
   * is granted only after the first ended.
   */
  function checkBonusEndings(wallet: Wallet, ledger: Record<string, number>) {
    const name = `wallet ${wallet.usercode}`;
    const removed = (kind: string) => -(ledger[kind] ?? 0);
    const forfeits = wallet.forfeits + wallet.maybeForfeits;
    for (const kind of bonusEndings) {
      if (removed(kind) < 0) violate(`${name}: ${kind} ${ledger[kind]} added money`);
    }
    if (removed('bonus_forfeited') > 0 && forfeits === 0) {
      violate(`${name}: ${removed('bonus_forfeited')} removed without a forfeiting withdrawal`);
    }
    const left = [...bonusEndings].reduce((sum, kind) => sum + removed(kind), 0);
    const cameIn = (ledger.bonus ?? 0) + (ledger.win ?? 0) + (ledger.rollback ?? 0);
    if (left > cameIn) violate(`${name}: ${left} left the bonus pocket, ${cameIn} came in`);
    const endedOtherwise = 'bonus_expired' in ledger || 'bonus_converted' in ledger;
    if (!endedOtherwise && wallet.grants > 1 + forfeits) {
      violate(`${name}: ${wallet.grants} bonuses granted, only ${forfeits} forfeited between`);
    }
  }
}

/** The ledger kinds of bonus money leaving the bonus pocket when its bonus ends. */
const bonusEndings = new Set(['bonus_forfeited', 'bonus_expired', 'bonus_converted']);

/** Runs `work(0 … count−1)` with at most `width` at a time. */
async function inParallel(
  width: number,
  count: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

/** What the answers to one bonus claim and its copies say happened (see `readClaimAnswers`). */
export type ClaimOutcome = { activeRefusals: number } & (
  | { kind: 'granted'; answer: Answer }
  | { kind: 'lost-grant' }
  | { kind: 'unknown' }
  | { kind: 'refused' }
);

/**
 * Reads the answers to one claim of offer `id` and its copies. One grant at most, and none for
 * an offer granted before; every refusal is one the API may give. Without a grant in sight: with
 * outages, "already claimed" of an offer not seen granted is a grant whose answer a crash lost,
 * and an answer lost for good may hide one; a refusal (another bonus being wagered, no qualifying
 * deposit) granted nothing, so the offer stays open. Throws a `Violation` for anything else.
 */
export function readClaimAnswers(
  answers: Array<Answer | null>,
  claim: { id: number; needsDeposit: boolean; claimedBefore: boolean; survivesOutages: boolean },
): ClaimOutcome {
  const { id } = claim;
  const granted = answers.filter((answer): answer is Answer => answer?.status === 200);
  if (granted.length > 1) {
    throw new Violation(`bonus ${id} granted ${granted.length} times to one player`);
  }
  let activeRefusals = 0;
  let claimedAnswer = false;
  for (const answer of answers) {
    if (!answer || answer.status === 200) continue;
    if (answer.status === 400 && /is still being wagered/.test(answer.text)) {
      activeRefusals += 1;
    } else if (answer.status === 400 && /already claimed/.test(answer.text)) {
      claimedAnswer = true;
    } else if (
      answer.status !== 400 ||
      !(claim.needsDeposit && /needs a deposit of at least/.test(answer.text))
    ) {
      throw new Violation(`a claim of bonus ${id} answered ${answer.status}: ${answer.text}`);
    }
  }
  const [grant] = granted;
  if (grant) {
    if (claim.claimedBefore) throw new Violation(`bonus ${id} granted again`);
    return { kind: 'granted', answer: grant, activeRefusals };
  }
  if (!claim.survivesOutages || claim.claimedBefore) return { kind: 'refused', activeRefusals };
  if (claimedAnswer) return { kind: 'lost-grant', activeRefusals };
  if (answers.some((answer) => answer === null)) return { kind: 'unknown', activeRefusals };
  return { kind: 'refused', activeRefusals };
}
