import { URL as NodeUrl } from 'node:url';
import type { RegistrationForm, SessionData } from '@zar/api-client';
import {
  accountDetails,
  login,
  NotificationType,
  register,
  registrationFormDefaults,
  toRegisterRequest,
  updatePhone,
} from '@zar/api-client/contract';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testPersonalNo } from '../../../api/src/accounts/test-personal-numbers';
import { fund } from '../../../api/src/payments/test-payments';
// apps/api by path, not as a package: the API depends on the site (it bundles its first-screen
// queries and serves its build), and a test-only edge back would make the workspace graph a cycle.
import { openTestApp } from '../../../api/src/test-app';
import { mockApiServer } from './mock-api-server';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

/** One SMS or e-mail the API sent (to a phone number or an address). */
export interface SentMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
}

/** The real API of a test file: its app, its database and the messages it sent. */
export interface RealApi {
  /** Set once `beforeAll` has run. */
  readonly app: TestApp['app'];
  readonly database: TestApp['database'];
  readonly sent: SentMessage[];
  /** The last six-digit code the API sent to `to` (a phone number or an e-mail address). */
  lastCode(to: string): string;
  /**
   * Signs a new player up (`newPlayerForm(overrides)`) straight on the API, from the running
   * test's device; their session, which the site's calls in that test can use.
   */
  signUp(overrides?: Partial<RegistrationForm>): Promise<SessionData>;
  /** Verifies the player's phone on the server with the SMS code it sends, from the test's device. */
  verifyPhone(session: SessionData): Promise<void>;
  /** Whose live session `token` is, asked of the API from the test's device (null: none). */
  sessionOwner(token: string): Promise<string | null>;
  /** Whether the server lets `username` log in with `password` (a login of its own). */
  passwordWorks(username: string, password: string): Promise<boolean>;
  /** Puts `kurus` (negative: takes them) straight into a player's cash, as a test's money. */
  fund(username: string, kurus: number): Promise<void>;
  /** Leaves the player an unread system notice, as the operator's notify call writes one. */
  notify(username: string, title: string): Promise<void>;
  /** The player's notifications as the database keeps them, oldest first. */
  notifications(username: string): Promise<Array<{ title: string; isRead: boolean }>>;
  /** The call-me-back requests the server kept, oldest first, as the site sent them. */
  callMeBackRequests(): Promise<
    Array<{ name: string; phone: string; preferredTime: string; note: string | null }>
  >;
  /** The offer of the player's bonus being wagered (null: an offer-less bonus), or undefined. */
  activeBonus(username: string): Promise<{ offerId: number | null } | undefined>;
  /** The player's withdrawable cash, in kuruş. */
  cashMinor(username: string): Promise<number>;
  /** What the database holds of a player (undefined when there is none). */
  player(username: string): Promise<PlayerRecord | undefined>;
}

/** A player as the database keeps them, in the words the site tests check. */
export interface PlayerRecord {
  smsVerified: boolean;
  /** Asked for the trial bonus at sign-up and not given it yet. */
  trialBonusPending: boolean;
}

let serial = 0;
/** A sign-up form of a new player: username, e-mail, phone and TC number nobody else has. */
export function newPlayerForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  serial += 1;
  const unique = String(serial).padStart(4, '0');
  return {
    ...registrationFormDefaults,
    name: 'Çağrı',
    surname: 'Öztürk',
    username: `cagri${unique}`,
    email: `cagri${unique}@zar.test`,
    phone: `90555111${unique}`,
    country: 235,
    PersonalNo: testPersonalNo(serial),
    password: 'gizli12',
    password2: 'gizli12',
    birthDateDay: '07',
    birthDateMonth: '05',
    birthDateYear: '1990',
    trialBonus: true,
    termsAccepted: true,
    ...overrides,
  };
}

/**
 * Runs this test file against the real apps/api, in process on in-memory PGlite (migrated and
 * seeded): msw forwards every call under ./api/ to the Fastify app with `inject`, so what the
 * site sees is what the server answers and no second server can drift from it. One app per file
 * (booting PGlite takes a second or two); tests keep apart by signing up players of their own.
 */
export function realApiForThisFile(): RealApi {
  let testApp: TestApp | undefined;
  const sent: SentMessage[] = [];
  const opened = () => {
    if (!testApp) throw new Error('realApiForThisFile: the app opens in beforeAll');
    return testApp;
  };
  const base = new URL('./api/', document.baseURI);
  // Each test is a visitor of its own (address and device), so the per-device and per-address
  // sign-up limits count one file's tests apart, as they would count separate people.
  let visitor = 0;
  const visitorAddress = () => `10.0.${Math.floor(visitor / 256) % 256}.${visitor % 256}`;
  const device = () => `test-device-${visitor}`;

  const forward = http.all(`${base.href}*`, async ({ request }) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    // The app would compress for a browser; msw hands the body over as it is.
    delete headers['accept-encoding'];
    // Sessions are bound to the device: a test's own fetch without the header is that device too.
    headers.fingerprint = device();
    const body = request.method === 'GET' ? undefined : await request.text();
    const response = await opened().app.inject({
      method: request.method as 'GET',
      url: `/api/${url.pathname.slice(base.pathname.length)}${url.search}`,
      headers,
      remoteAddress: visitorAddress(),
      ...(body ? { payload: body } : {}),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) answer.append(name, String(one));
    }
    return new HttpResponse(response.rawPayload, { status: response.statusCode, headers: answer });
  });

  beforeAll(async () => {
    // PGlite reads its WebAssembly from a `file:` URL, which Node's fs takes only as Node's URL.
    const pageUrl = globalThis.URL;
    globalThis.URL = NodeUrl as typeof URL;
    try {
      testApp = await openTestApp({
        app: {
          messageSender: {
            async send({ channel, to, body }) {
              sent.push({ channel, to, body });
            },
          },
        },
      });
    } finally {
      globalThis.URL = pageUrl;
    }
  }, 60_000);
  // Ahead of the default handlers; `resetHandlers` drops it after each test.
  beforeEach(() => {
    visitor += 1;
    mockApiServer.use(forward);
  });
  afterAll(() => testApp?.close());

  return {
    get app() {
      return opened().app;
    },
    get database() {
      return opened().database;
    },
    sent,
    lastCode(to) {
      const message = sent.findLast((one) => one.to === to);
      const code = message?.body.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    async signUp(overrides) {
      const response = await opened().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: visitorAddress(),
        // The session is bound to the device: the test's own, as the site's calls send it.
        headers: { locale: 'tr', fingerprint: device() },
        payload: toRegisterRequest(newPlayerForm(overrides)),
      });
      return register.response.parse(response.json()).data;
    },
    async verifyPhone({ token, phone }) {
      for (const body of [
        { step: 1, phone },
        { step: 2, phone, code: '' },
      ]) {
        if (body.step === 2) body.code = this.lastCode(phone);
        const response = await opened().app.inject({
          method: 'POST',
          url: `/api/${updatePhone.path}`,
          remoteAddress: visitorAddress(),
          headers: { locale: 'tr', fingerprint: device(), authorization: `Bearer ${token}` },
          payload: body,
        });
        if (response.statusCode !== 200) throw new Error(`verifyPhone: ${response.body}`);
      }
    },
    async sessionOwner(token) {
      const response = await opened().app.inject({
        method: 'GET',
        url: `/api/${accountDetails.path}`,
        remoteAddress: visitorAddress(),
        headers: { locale: 'tr', fingerprint: device(), authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) return null;
      return accountDetails.response.parse(response.json()).data.username;
    },
    async passwordWorks(username, password) {
      const response = await opened().app.inject({
        method: 'POST',
        url: `/api/${login.path}`,
        remoteAddress: visitorAddress(),
        headers: { locale: 'tr', fingerprint: device() },
        payload: { username, password },
      });
      return response.statusCode === 200 && login.response.parse(response.json()).success;
    },
    async fund(username, kurus) {
      const { database } = opened();
      const { id } = await database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      await fund(database, id, BigInt(kurus));
    },
    async notify(username, title) {
      const { db } = opened().database;
      const { id } = await db
        .selectFrom('player')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('notification')
        .values({
          player_id: id,
          type: NotificationType.System,
          ...{ title, title_tr: title, title_en: title },
          ...{ body: title, body_tr: title, body_en: title },
        })
        .execute();
    },
    async notifications(username) {
      const rows = await opened()
        .database.db.selectFrom('notification')
        .innerJoin('player', 'player.id', 'notification.player_id')
        .select(['notification.title', 'notification.is_read'])
        .where('player.username', '=', username)
        .orderBy('notification.id')
        .execute();
      return rows.map((row) => ({ title: row.title, isRead: row.is_read }));
    },
    async callMeBackRequests() {
      const rows = await opened()
        .database.db.selectFrom('call_me_back_request')
        .select(['name', 'phone', 'preferred_time', 'note'])
        .orderBy('id')
        .execute();
      return rows.map(({ preferred_time, ...row }) => ({ ...row, preferredTime: preferred_time }));
    },
    async activeBonus(username) {
      const row = await opened()
        .database.db.selectFrom('player_bonus')
        .innerJoin('player', 'player.id', 'player_bonus.player_id')
        .select('player_bonus.offer_id')
        .where('player.username', '=', username)
        .where('player_bonus.status', '=', 'active')
        .executeTakeFirst();
      return row && { offerId: row.offer_id };
    },
    async cashMinor(username) {
      const row = await opened()
        .database.db.selectFrom('wallet_account')
        .innerJoin('player', 'player.id', 'wallet_account.player_id')
        .select('wallet_account.balance_kurus')
        .where('player.username', '=', username)
        .executeTakeFirstOrThrow();
      return Number(row.balance_kurus);
    },
    async player(username) {
      const { db } = opened().database;
      const row = await db
        .selectFrom('player')
        .leftJoin('trial_bonus_claim', 'trial_bonus_claim.player_id', 'player.id')
        .select(['sms_verified', 'trial_bonus_requested', 'trial_bonus_claim.player_id as claimed'])
        .where('username', '=', username)
        .executeTakeFirst();
      return (
        row && {
          smsVerified: row.sms_verified,
          trialBonusPending: row.trial_bonus_requested && row.claimed === null,
        }
      );
    },
  };
}
