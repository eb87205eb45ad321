// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, isApiError, isBonusForfeitRequired } from '../client';
import { endpointEntries, endpoints } from '../contract';
import { createMockApi } from './create-mock-api';
import { defaultMockFixtures, mockResetCode, mockSmsCode } from './fixtures';
import { playerByUsername } from './mock-state';

const baseUrl = 'http://localhost/api/';
const mock = createMockApi();
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

/** A client and the demo player's session. */
async function demoSession(): Promise<{ client: ApiClient; token: string }> {
  let token: string | null = null;
  const client = createApiClient({ contract: endpoints, baseUrl, getToken: () => token });
  token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
  return { client, token };
}

/** The raw HTTP answer of a call, to check statuses and bodies the client would turn into errors. */
async function raw(
  method: string,
  path: string,
  init: { body?: unknown; token?: string; locale?: string } = {},
) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      'Content-Type': 'application/json',
      locale: init.locale ?? 'tr',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string },
  };
}

describe('sessions', () => {
  it('answers 401 with a message on every player call without a valid token', async () => {
    const playerCalls = endpointEntries().filter(([, endpoint]) => endpoint.auth);
    expect(playerCalls.length).toBeGreaterThan(10);
    for (const [, endpoint] of playerCalls) {
      const answer = await raw(endpoint.method, endpoint.path, {
        token: 'not-a-session',
        body: endpoint.method === 'POST' ? {} : undefined,
      });
      expect(answer.status, endpoint.path).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.',
      });
    }
  });

  it('revokes the token at logout', async () => {
    const { client, token } = await demoSession();
    await client.logout();
    expect((await raw('GET', 'user/balance', { token })).status).toBe(401);
  });

  it('rejects a wrong password with success false', async () => {
    const answer = await raw('POST', 'auth/login', {
      body: { username: 'demo1', password: 'yanlis1' },
      locale: 'en',
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: false, message: 'Wrong username or password.' },
    });
  });
});

describe('request validation', () => {
  it('answers 400 with the translated first issue when the body breaks the request schema', async () => {
    const tr = await raw('POST', 'auth/login', { body: { username: '', password: 'secret1' } });
    expect(tr).toEqual({
      status: 400,
      body: { success: false, message: 'username: Bu alan zorunludur.' },
    });
    const en = await raw('POST', 'auth/login', { body: { username: 'demo1' }, locale: 'en' });
    expect(en).toEqual({
      status: 400,
      body: { success: false, message: 'password: This field is required.' },
    });
  });

  it('answers 400 when a player call has an invalid body', async () => {
    const { token } = await demoSession();
    const answer = await raw('POST', 'customer/readnotification', { token, body: { id: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('player state', () => {
  it('marks notifications read so the next list shows it', async () => {
    const { client } = await demoSession();
    await client.readNotification({ id: [6, 3] });
    const { data } = await client.notifications();
    expect(data.filter((item) => !item.isRead).map((item) => item.id)).toEqual([5]);
  });

  it('pages the notifications with skip and take', async () => {
    const { client } = await demoSession();
    const { data } = await client.notifications({ skip: 2, take: 2 });
    expect(data.map((item) => item.id)).toEqual([4, 3]);
  });

  it('flips a favourite on each toggle', async () => {
    const { client } = await demoSession();
    expect((await client.toggleFavorite({ code: 'aviator', providerId: 6 })).data.isFavorite).toBe(
      true,
    );
    expect(playerByUsername(mock.state, 'demo1')?.favorites.has('aviator')).toBe(true);
    const second = await client.toggleFavorite({ code: 'aviator', providerId: 6 });
    expect(second).toMatchObject({
      data: { isFavorite: false },
      message: 'Favorilerden çıkarıldı',
    });
    expect(playerByUsername(mock.state, 'demo1')?.favorites.has('aviator')).toBe(false);
  });

  it('answers a deposit with a payment page for external methods and a message for others', async () => {
    const { client } = await demoSession();
    const external = await client.deposit({ id: 3, target: 'pay', detail: { amount: 150.5 } });
    expect(external.data).toEqual({
      id: expect.any(Number),
      url: `${baseUrl}sandbox/deposit/3?amount=150.5`,
    });
    const transfer = await client.deposit({
      id: 2,
      target: 'pay',
      detail: { amount: 500, fullName: 'Deniz Yılmaz', bank: 1 },
    });
    expect(transfer.data).toEqual({ id: expect.any(Number), url: null });
    expect(transfer.data.id).not.toBe(external.data.id);
    expect(transfer.message).toBe(
      'Yatırım talebiniz alındı; onaylandığında bakiyenize eklenecektir.',
    );
  });

  it('rejects deposits with missing fields or amounts out of range', async () => {
    const { client } = await demoSession();
    const missing = await client
      .deposit({ id: 2, target: 'pay', detail: { amount: 500 } })
      .catch((error) => error);
    expect(missing).toMatchObject({ code: 'rejected', message: 'Lütfen tüm alanları doldurun.' });
    const tooSmall = await client
      .deposit({ id: 3, target: 'pay', detail: { amount: 20 } })
      .catch((error) => error);
    expect(tooSmall).toMatchObject({
      code: 'rejected',
      message: 'Tutar 100 ₺ ile 20000 ₺ arasında olmalıdır.',
    });
  });

  it('takes a withdrawal from the balance and notifies, never beyond the balance', async () => {
    const { client } = await demoSession();
    const detail = { fullName: 'Deniz Yılmaz', Iban: 'TR33 0006 1005 1978 6457 8413 26' };
    const tooMuch = await client
      .withdraw({ id: 11, target: 'pay', detail: { ...detail, amount: 2000 } })
      .catch((error) => error);
    expect(tooMuch).toMatchObject({ code: 'rejected', message: 'Bakiyeniz yetersiz.' });
    await client.withdraw({ id: 11, target: 'pay', detail: { ...detail, amount: 250.25 } });
    expect((await client.balance()).data.balance).toBe(1000.25);
    const [latest] = (await client.notifications()).data;
    expect(latest).toMatchObject({ type: 2, isRead: false, title: 'Çekim talebiniz alındı' });
  });

  it('files one withdrawal per Idempotency-Key, like the API', async () => {
    const { client } = await demoSession();
    const request = {
      id: 11,
      target: 'pay' as const,
      detail: { fullName: 'Deniz Yılmaz', Iban: 'TR33 0006 1005 1978 6457 8413 26', amount: 100 },
    };
    const headers = { 'idempotency-key': 'submission-0123456789abcdef' };
    const first = await client.withdraw(request, { headers });
    const again = await client.withdraw(request, { headers });
    expect(again).toEqual(first);
    expect((await client.balance()).data.balance).toBe(1150.5);
    const reused = await client
      .withdraw({ ...request, detail: { ...request.detail, amount: 200 } }, { headers })
      .catch((error) => error);
    expect(reused).toMatchObject({ code: 'http', status: 422 });
    const malformed = await client
      .withdraw(request, { headers: { 'idempotency-key': 'short' } })
      .catch((error) => error);
    expect(malformed).toMatchObject({ code: 'invalid-input' });
  });

  it('lists methods with logos and keeps deposits and withdrawals in the financial activities', async () => {
    const { client } = await demoSession();
    const methods = await client.paymentMethods({ type: 'deposit' });
    expect(methods.data.map((method) => method.id)).toEqual([1, 2, 3, 4]);
    expect(methods.data[3]).toEqual({
      id: 4,
      name: 'Kripto (USDT)',
      logo: '/media/payments/crypto.svg',
      min: 500,
      max: 250000,
      payee: null,
    });

    await client.deposit({ id: 1, target: 'pay', detail: { amount: 75, paparaNo: 1234567890 } });
    await client.withdraw({
      id: 12,
      target: 'pay',
      detail: { amount: 60, paparaNo: 1234567890 },
    });
    const all = await client.financialActivities({});
    expect(all.data.total).toBe(5);
    expect(all.data.items.slice(0, 2)).toMatchObject([
      { kind: 2, methodName: 'Papara', amount: 60, status: 2 },
      { kind: 1, methodName: 'Papara', amount: 75, status: 6 },
    ]);
    const pending = await client.financialActivities({ kind: 2, status: 2 });
    expect(pending.data).toMatchObject({ total: 1, items: [{ amount: 60 }] });
    const march = await client.financialActivities({
      from: '2026-03-10T00:00:00+03:00',
      to: '2026-03-13T00:00:00+03:00',
    });
    expect(march.data.items.map((item) => item.id)).toEqual([2]);
  });

  it('credits the trial bonus once, to the bonus pocket and the history; a second claim is a 400', async () => {
    const { client } = await demoSession();
    await client.claimTrialBonus();
    expect((await client.balance()).data).toMatchObject({ balance: 1500.5, bonus: 250 });
    expect((await client.activeBonuses()).data).toMatchObject([
      { name: 'Deneme Bonusu', granted: 250, rules: { wagering: 35 } },
    ]);
    const again = await client.claimTrialBonus().catch((error) => error);
    expect(again).toMatchObject({
      code: 'http',
      status: 400,
      message: 'Tanımlanabilecek bir deneme bonusunuz bulunmuyor.',
    });
    const [latest] = (await client.bonusHistory()).data.items;
    expect(latest).toMatchObject({ name: 'Deneme Bonusu', amount: 250, status: 1 });
  });

  it('lets an offer be claimed once, marks it claimed and notifies', async () => {
    const { client } = await demoSession();
    await client.claimBonusOffer({ id: 3 });
    expect((await client.balance()).data.balance).toBe(1400.5);
    expect((await client.bonusOffers()).data.find((offer) => offer.id === 3)?.claimed).toBe(true);
    const [latest] = (await client.notifications()).data;
    expect(latest).toMatchObject({ type: 4, isRead: false, title: 'Bonus tanımlandı' });
    for (const id of [3, 99]) {
      const refused = await client.claimBonusOffer({ id }).catch((error) => error);
      expect(refused).toMatchObject({ code: 'http', status: 400 });
    }
    expect((await client.balance()).data.balance).toBe(1400.5);
  });

  it('keeps a claimed offer in the bonus pocket, one at a time, until it is forfeited', async () => {
    const { client } = await demoSession();
    await client.claimBonusOffer({ id: 2 });
    expect((await client.balance()).data).toEqual({
      balance: 1300.5,
      currency: 'TRY',
      cash: 1250.5,
      bonus: 50,
    });
    const [active] = (await client.activeBonuses({}, { locale: 'en' })).data;
    expect(active).toMatchObject({
      name: 'Slot Tournament Entry Bonus',
      granted: 50,
      required: 1000,
    });
    const days = (Date.parse(active?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    const second = await client
      .claimBonusOffer({ id: 3 }, { locale: 'en' })
      .catch((error) => error);
    expect(second).toMatchObject({ code: 'http', status: 400 });
    expect(second.message).toContain('You already have a bonus being wagered');
    expect((await client.bonusHistory()).data.items[0]).toMatchObject({ status: 1, amount: 50 });

    const unknown = await client.forfeitBonus({ id: 99 }).catch((error) => error);
    expect(unknown).toMatchObject({
      code: 'http',
      status: 400,
      message: 'Bu bonus artık aktif değil.',
    });
    await client.forfeitBonus({ id: active?.id ?? 0 });
    expect((await client.balance()).data).toMatchObject({ balance: 1250.5, bonus: 0 });
    expect((await client.activeBonuses()).data).toEqual([]);
    expect((await client.bonusHistory()).data.items[0]).toMatchObject({ status: 3 });
    await client.claimBonusOffer({ id: 3 });
    expect((await client.balance()).data.bonus).toBe(150);
  });

  it('refuses a withdrawal with 409 while a bonus is active, unless told to forfeit it', async () => {
    const { client, token } = await demoSession();
    await client.claimBonusOffer({ id: 2 });
    const request = {
      id: 11,
      target: 'pay' as const,
      detail: { fullName: 'Deniz Yılmaz', Iban: 'TR33 0006 1005 1978 6457 8413 26', amount: 200 },
    };
    const asked = await raw('POST', 'payment/withdraw', { body: request, token });
    expect(asked).toEqual({
      status: 409,
      body: {
        success: false,
        message:
          'Çekim talebiniz 50,00 ₺ tutarındaki Slot Turnuvası Giriş Bonusu bonusunuzu iptal eder. Devam etmek için onaylayın.',
        data: { reason: 'bonus_forfeit_required' },
      },
    });
    const refused = await client.withdraw(request).catch((error) => error);
    expect(isBonusForfeitRequired(refused)).toBe(true);
    expect((await client.balance()).data).toMatchObject({ cash: 1250.5, bonus: 50 });

    await client.withdraw({ ...request, forfeitBonus: true });
    expect((await client.balance()).data).toEqual({
      balance: 1050.5,
      currency: 'TRY',
      cash: 1050.5,
      bonus: 0,
    });
    expect((await client.activeBonuses()).data).toEqual([]);
    // Without a bonus, forfeitBonus changes nothing.
    await client.withdraw({ ...request, forfeitBonus: true });
    expect((await client.balance()).data.cash).toBe(850.5);
  });

  it('filters and pages the bonus history in the request language', async () => {
    const { client } = await demoSession();
    const expired = await client.bonusHistory({ status: 4 }, { locale: 'en' });
    expect(expired.data).toEqual({
      total: 1,
      items: [expect.objectContaining({ name: 'Weekend Bonus', amount: 40, status: 4 })],
    });
    const second = await client.bonusHistory({ skip: 1, take: 1 });
    expect(second.data.items.map((item) => item.id)).toEqual([3]);
  });

  it('verifies the phone with the SMS code', async () => {
    const { client } = await demoSession();
    await client.updatePhone({ step: 1, phone: '905551112233' });
    const wrong = await client
      .updatePhone({ step: 2, phone: '905551112233', code: '000000' })
      .catch((e) => e);
    expect(wrong).toMatchObject({ code: 'rejected', message: 'Doğrulama kodu hatalı.' });
    await client.updatePhone({ step: 2, phone: '905551112233', code: mockSmsCode });
    expect(playerByUsername(mock.state, 'demo1')).toMatchObject({
      phone: '905551112233',
      smsVerified: true,
    });
  });

  it('recovers a password with the reset code', async () => {
    const client = createApiClient({ contract: endpoints, baseUrl });
    await client.sendResetPassword({ username: 'demo1' });
    const wrong = await client
      .checkResetCode({ username: 'demo1', code: '999' })
      .catch((error) => error);
    expect(isApiError(wrong, 'rejected')).toBe(true);
    await client.changePasswordWithCode({
      username: 'demo1',
      code: mockResetCode,
      password: 'yeni12',
      password2: 'yeni12',
    });
    expect((await client.login({ username: 'demo1', password: 'yeni12' })).data.username).toBe(
      'demo1',
    );
  });

  it('registers a player who can then log in, and refuses a taken username or TC number', async () => {
    const client = createApiClient({ contract: endpoints, baseUrl });
    const registration = {
      name: 'Ayşe',
      surname: 'Öztürk',
      username: 'ayse1990',
      email: 'ayse@zar.test',
      phone: '905301234567',
      country: 235,
      PersonalNo: '12345678950',
      password: 'gizli1',
      password2: 'gizli1',
      birthDate: '1990-05-07',
      birthDateDay: '07',
      birthDateMonth: '05',
      birthDateYear: '1990',
      trialBonus: 0 as const,
    };
    const created = await client.register(registration);
    expect(created.data.usercode).toBe('100002');
    expect(mock.state.players.has('ayse1990')).toBe(true);
    expect((await client.login({ username: 'ayse1990', password: 'gizli1' })).data.balance).toBe(0);
    const taken = await client
      .register({ ...registration, username: 'DEMO1' })
      .catch((error) => error);
    expect(taken).toMatchObject({
      code: 'rejected',
      message: 'Bu kullanıcı adı zaten kullanılıyor.',
    });
    const sameNumber = await client
      .register({ ...registration, username: 'ayse1991', email: 'ayse2@zar.test' })
      .catch((error) => error);
    expect(sameNumber).toMatchObject({
      code: 'rejected',
      message: 'Bu TC kimlik numarası ile zaten bir üyelik var.',
    });
  });

  it('puts everything back on reset', async () => {
    const { client } = await demoSession();
    await client.readNotification({ id: [6] });
    mock.reset();
    expect(mock.state.sessions.size).toBe(0);
    const { client: fresh } = await demoSession();
    expect((await fresh.notifications()).data.find((item) => item.id === 6)?.isRead).toBe(false);
    expect(await client.balance().catch((error) => error)).toMatchObject({ code: 'unauthorized' });
  });
});

describe('site content', () => {
  const client = createApiClient({ contract: endpoints, baseUrl });

  it('answers a published page by id and a 404 with a message for any other', async () => {
    expect((await client.contentDetail({ id: 301 })).data).toMatchObject({
      title: 'Kullanım Koşulları',
      categoryName: 'Terms of use',
    });
    const draft = await raw('POST', 'cms/content', { body: { id: 104 }, locale: 'en' });
    expect(draft).toEqual({
      status: 404,
      body: {
        success: false,
        message: 'The page you are looking for was not found or has been unpublished.',
      },
    });
  });

  it('lists no drafts when asked for status false', async () => {
    expect((await client.contentList({ status: false, categoryId: 1 })).data).toEqual([]);
  });

  it('answers promotions in the request language', async () => {
    const english = createApiClient({ contract: endpoints, baseUrl, getLocale: () => 'en' });
    expect((await english.promotions()).data[0]?.title).toBe('100% Welcome Bonus');
  });

  it('keeps a valid call-me-back request and refuses a bad phone with a 400', async () => {
    const request = {
      name: 'Ayşe Öztürk',
      phone: '905301234567',
      preferredTime: 'morning' as const,
    };
    const answer = await client.callMeBack(request);
    const refused = await raw('POST', 'cms/callmeback', { body: { ...request, phone: '12ab' } });

    expect(answer.success).toBe(true);
    expect(mock.state.callMeBackRequests).toEqual([request]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('phone: Yalnızca rakam girin.');
  });
});

describe('fixtures', () => {
  it('use relative /media/ paths for every image', () => {
    const { bootstrap, sliders, games, topWinners } = defaultMockFixtures;
    const images = [
      ...bootstrap.casinoCategoryList.flatMap((category) =>
        category.imageUrl ? [category.imageUrl] : [],
      ),
      ...(bootstrap.popup?.images.map((image) => image.url) ?? []),
      ...Object.values(sliders).flatMap((slides) =>
        slides.flatMap((slide) => slide.images.map((image) => image.url)),
      ),
      ...games.map((game) => game.imageUrl),
      ...[...topWinners.casino, ...topWinners.live].map((winner) => winner.image),
    ];
    expect(images.length).toBeGreaterThan(50);
    for (const url of images) expect(url).toMatch(/^\/media\//);
  });

  it('are replaceable, and an answer that breaks the contract becomes a 500', async () => {
    const broken = createMockApi({
      baseUrl: 'http://broken.test/api/',
      fixtures: { bootstrap: { ...defaultMockFixtures.bootstrap, trialBonusAmount: 1.005 } },
    });
    server.use(...broken.handlers);
    const response = await fetch('http://broken.test/api/cms/grouped');
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(500);
    expect(body.message).toContain('breaks the contract');
  });
});
