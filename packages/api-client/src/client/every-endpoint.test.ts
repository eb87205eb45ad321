// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName, Endpoints, RequestOf, ResponseOf } from '../contract';
import {
  endpoints,
  isExternalPaymentPage,
  registrationFormDefaults,
  toRegisterRequest,
} from '../contract';
import { createMockApi, mockResetCode } from '../mocks';
import { type ApiClient, createApiClient } from './create-api-client';

const baseUrl = 'http://zar.test/api/';
const mock = createMockApi({ baseUrl });
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

/** One call of the table: whether it needs the demo player, what to send, what must come back. */
interface Case<K extends EndpointName> {
  loggedIn?: boolean;
  before?: (client: ApiClient) => Promise<unknown>;
  input: RequestOf<Endpoints[K]>;
  expect: (response: ResponseOf<Endpoints[K]>) => void;
}

const launchPage = (code: string) =>
  expect.stringMatching(new RegExp(`^${baseUrl}games/demo/${code}\\?`));

const cases: { [K in EndpointName]: Case<K> } = {
  bootstrap: {
    input: {},
    expect: ({ data }) => {
      expect(data.languageList.map((language) => language.locale)).toEqual(['tr', 'en']);
      expect(data.trialBonusAmount).toBe(250);
      expect(data.casinoCategoryList.length).toBeGreaterThan(5);
    },
  },
  translations: {
    input: {},
    expect: ({ data }) => expect(data).toContainEqual({ key: 'menu.sports', value: 'Spor' }),
  },
  registerForm: {
    input: {},
    expect: ({ data }) => expect(data.countries).toContainEqual({ id: 235, name: 'Türkiye' }),
  },
  login: {
    input: { username: 'demo1', password: 'secret1' },
    expect: ({ data, message }) => {
      expect(data).toMatchObject({
        username: 'demo1',
        usercode: '100001',
        balance: 1250.5,
        smsVerified: false,
      });
      expect(data.token).not.toBe('');
      expect(message).toBe('Hoş geldiniz, Deniz!');
    },
  },
  register: {
    input: toRegisterRequest({
      ...registrationFormDefaults,
      name: 'Ayşe',
      surname: 'Öztürk',
      username: 'ayse1990',
      email: 'ayse@zar.test',
      phone: '905301234567',
      PersonalNo: '12345678950',
      password: 'gizli1',
      password2: 'gizli1',
      trialBonus: true,
      termsAccepted: true,
    }),
    expect: ({ data }) =>
      expect(data).toMatchObject({ username: 'ayse1990', balance: 0, phone: '905301234567' }),
  },
  logout: { loggedIn: true, input: {}, expect: ({ success }) => expect(success).toBe(true) },
  sendResetPassword: {
    input: { username: 'demo1' },
    expect: ({ message }) =>
      expect(message).toBe('Kayıtlı telefonunuza bir sıfırlama kodu gönderdik.'),
  },
  checkResetCode: {
    before: (client) => client.sendResetPassword({ username: 'demo1' }),
    input: { username: 'demo1', code: mockResetCode },
    expect: ({ success }) => expect(success).toBe(true),
  },
  changePasswordWithCode: {
    before: (client) => client.sendResetPassword({ username: 'demo1' }),
    input: { username: 'demo1', code: mockResetCode, password: 'yeni12', password2: 'yeni12' },
    expect: ({ message }) => expect(message).toBe('Şifreniz başarıyla değiştirildi.'),
  },
  updatePhone: {
    loggedIn: true,
    input: { step: 1, phone: '905551112233' },
    expect: ({ message }) => expect(message).toContain('905551112233'),
  },
  changePassword: {
    loggedIn: true,
    input: { oldPassword: 'secret1', password: 'yeni123', confirmPassword: 'yeni123' },
    expect: ({ success }) => expect(success).toBe(true),
  },
  accountDetails: {
    loggedIn: true,
    input: {},
    expect: ({ data }) =>
      expect(data).toMatchObject({
        username: 'demo1',
        usercode: '100001',
        country: { id: 235, name: 'Türkiye' },
        personalNo: '100******46',
      }),
  },
  sessionHistory: {
    loggedIn: true,
    input: { skip: 0, take: 10 },
    expect: ({ data }) => {
      expect(data[0]).toMatchObject({ active: true, current: true });
    },
  },
  readNotification: {
    loggedIn: true,
    input: { id: [6, 5] },
    expect: ({ success }) => expect(success).toBe(true),
  },
  notifications: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => {
      expect(data.map((item) => item.id)).toEqual([6, 5, 4, 3, 2, 1]);
      expect(data.filter((item) => !item.isRead)).toHaveLength(3);
    },
  },
  balance: {
    loggedIn: true,
    input: {},
    expect: ({ data }) =>
      expect(data).toEqual({ balance: 1250.5, currency: 'TRY', cash: 1250.5, bonus: 0 }),
  },
  hubTicket: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => expect(data.ticket).toMatch(/^ticket\./),
  },
  claimTrialBonus: {
    loggedIn: true,
    input: {},
    expect: ({ message }) =>
      expect(message).toBe(
        'Deneme bonusunuz bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
      ),
  },
  bonusOffers: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => {
      expect(data.map((offer) => offer.id)).toEqual([1, 2, 3]);
      expect(data[0]).toMatchObject({ name: 'Sadakat Bonusu', amount: 75, claimed: true });
      expect(data[0]?.rules).toMatchObject({ wagering: 30, maxBet: 50, days: 7, maxCashout: 1000 });
      expect(data[1]?.claimed).toBe(false);
    },
  },
  claimBonusOffer: {
    loggedIn: true,
    input: { id: 2 },
    expect: ({ message }) =>
      expect(message).toBe(
        '50,00 ₺ tutarındaki Slot Turnuvası Giriş Bonusu bonus bakiyenize eklendi; 20 kat çevrimle nakde döner.',
      ),
  },
  activeBonuses: {
    loggedIn: true,
    before: (client) => client.claimBonusOffer({ id: 2 }),
    input: {},
    expect: ({ data }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        id: 5,
        name: 'Slot Turnuvası Giriş Bonusu',
        granted: 50,
        balance: 50,
        wagered: 0,
        required: 1000,
        rules: { wagering: 20, maxBet: 25 },
      });
    },
  },
  forfeitBonus: {
    loggedIn: true,
    before: (client) => client.claimBonusOffer({ id: 2 }),
    input: { id: 5 },
    expect: ({ message }) =>
      expect(message).toBe(
        'Slot Turnuvası Giriş Bonusu iptal edildi; 50,00 ₺ bonus bakiyenizden silindi.',
      ),
  },
  bonusHistory: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => {
      expect(data.total).toBe(4);
      expect(data.items.map((item) => item.status)).toEqual([1, 2, 4, 3]);
    },
  },
  paymentMethods: {
    loggedIn: true,
    input: { type: 'withdraw' },
    expect: ({ data }) => {
      expect(data.map((method) => method.id)).toEqual([11, 12, 13]);
      expect(data[0]).toEqual({
        id: 11,
        name: 'Banka Havalesi',
        logo: '/media/payments/bank-transfer.svg',
        min: 100,
        max: 250000,
        payee: null,
      });
    },
  },
  financialActivities: {
    loggedIn: true,
    input: { kind: 1, skip: 0, take: 1 },
    expect: ({ data }) => {
      expect(data.total).toBe(2);
      expect(data.items).toEqual([
        expect.objectContaining({ id: 3, kind: 1, methodName: 'Papara', amount: 500, status: 1 }),
      ]);
    },
  },
  paymentDetail: {
    loggedIn: true,
    input: { id: 2, type: 'deposit' },
    expect: ({ data }) => {
      expect(data.map((field) => field.key)).toEqual(['amount', 'fullName', 'bank']);
      expect(data[2]?.option).toContainEqual({ id: 2, name: 'İş Bankası' });
    },
  },
  withdraw: {
    loggedIn: true,
    input: {
      id: 11,
      target: 'pay',
      detail: { amount: 200, fullName: 'Deniz Yılmaz', Iban: 'TR33 0006 1005 1978 6457 8413 26' },
    },
    expect: ({ message, data }) => {
      expect(message).toBe('Çekim talebiniz alındı ve incelemeye gönderildi.');
      expect(data.id).toEqual(expect.any(Number));
    },
  },
  cancelWithdrawal: {
    loggedIn: true,
    before: (client) =>
      client.withdraw({
        id: 11,
        target: 'pay',
        detail: { amount: 200, fullName: 'Deniz Yılmaz', Iban: 'TR33 0006 1005 1978 6457 8413 26' },
      }),
    input: { id: 4 },
    expect: ({ message, data }) => {
      expect(message).toBe('Çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.');
      expect(data).toEqual({ id: 4, status: 5 });
    },
  },
  deposit: {
    loggedIn: true,
    input: { id: 1, target: 'pay', detail: { amount: 100, paparaNo: 1234567890 } },
    expect: ({ data }) => {
      expect(isExternalPaymentPage(data.url)).toBe(true);
      expect(data.url).toBe(`${baseUrl}sandbox/deposit/1?amount=100`);
    },
  },
  sliderList: {
    input: { slug: 'home' },
    expect: ({ data }) => {
      expect(data).toHaveLength(4);
      expect(data[0]?.title).toBe('%100 Hoş Geldin Bonusu');
      for (const slide of data)
        for (const image of slide.images) expect(image.url).toMatch(/^\/media\//);
    },
  },
  categoryList: {
    input: {},
    expect: ({ data }) =>
      expect(data.map((category) => category.name)).toEqual([
        'Footer',
        'Story',
        'Terms of use',
        'Terms of service',
      ]),
  },
  contentList: {
    input: { status: true, categoryId: 1 },
    expect: ({ data }) => {
      expect(data.map((item) => item.title)).toEqual([
        'Hakkımızda',
        'Sorumlu Oyun',
        'Gizlilik Politikası',
      ]);
      expect(data[0]?.html).toContain('<h2>Hakkımızda</h2>');
    },
  },
  contentDetail: {
    input: { id: 102 },
    expect: ({ data }) =>
      expect(data).toMatchObject({ id: 102, title: 'Sorumlu Oyun', categoryName: 'Footer' }),
  },
  promotions: {
    input: {},
    expect: ({ data }) => {
      expect(data.length).toBeGreaterThan(0);
      expect(data[0]?.imageUrl).toMatch(/^\/media\/promotions\//);
    },
  },
  callMeBack: {
    input: { name: 'Ayşe Öztürk', phone: '905301234567', preferredTime: 'evening' },
    expect: ({ message }) =>
      expect(message).toBe('Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.'),
  },
  topWinners: {
    input: { isLive: false, count: 5 },
    expect: ({ data }) => {
      expect(data).toHaveLength(5);
      expect(data[0]).toMatchObject({
        game: 'Sweet Bonanza',
        amount: 48250.4,
        currencySymbol: '₺',
      });
    },
  },
  casinoGames: {
    input: { systemCategory: 11, skip: 0, take: 20 },
    expect: ({ data }) =>
      expect(data.map((game) => game.name)).toEqual(['Infinite Blackjack', 'Türkçe Blackjack']),
  },
  casinoStudios: {
    input: { categoryIds: [11] },
    expect: ({ data }) => expect(data).toEqual([{ name: 'Evolution', gameCount: 2 }]),
  },
  toggleFavorite: {
    loggedIn: true,
    input: { code: 'aviator', providerId: 6 },
    expect: ({ data, message }) => {
      expect(data).toEqual({ isFavorite: true });
      expect(message).toBe('Favorilere eklendi');
    },
  },
  favoriteGames: {
    loggedIn: true,
    input: {},
    expect: ({ data }) =>
      expect(data.map((game) => game.gameCode)).toEqual(['turkce-rulet', 'sweet-bonanza']),
  },
  recentGames: {
    loggedIn: true,
    input: {},
    expect: ({ data }) =>
      expect(data.map((game) => game.gameCode)).toEqual(['zar-slot', 'aviator']),
  },
  gameHistory: {
    loggedIn: true,
    input: { kind: 1, skip: 0, take: 4 },
    expect: ({ data }) => {
      expect(data.total).toBe(6);
      expect(data.items).toHaveLength(4);
      expect(data.items.every((row) => row.kind === 1)).toBe(true);
    },
  },
  playerLimits: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => {
      expect(data.limits).toHaveLength(8);
      expect(data.exclusion).toBeNull();
    },
  },
  setPlayerLimit: {
    loggedIn: true,
    input: { kind: 'depositDaily', value: 500 },
    expect: ({ data }) =>
      expect(data.limits.find((limit) => limit.kind === 'depositDaily')?.value).toBe(500),
  },
  takeTimeout: {
    loggedIn: true,
    input: { period: '24h' },
    expect: ({ data }) => expect(data.exclusion?.kind).toBe('timeout'),
  },
  selfExclude: {
    loggedIn: true,
    input: { period: '6m' },
    expect: ({ data }) => expect(data).toBeNull(),
  },
  playSessionSummary: {
    loggedIn: true,
    input: {},
    expect: ({ data }) => {
      expect(Date.parse(data.startedAt)).not.toBeNaN();
      expect(data.net).toBe(data.won - data.staked);
    },
  },
  downloadActivityStatement: {
    loggedIn: true,
    input: { from: '2026-01-01', to: '2026-12-31' },
    expect: ({ data }) => {
      expect(data.fileName).toBe('statement-2026-01-01-2026-12-31.csv');
      expect(data.csv.startsWith('\uFEFF')).toBe(true);
    },
  },
  dtLaunchUrl: {
    loggedIn: true,
    input: { code: 'zar-slot' },
    expect: ({ data }) => expect(data).toEqual(launchPage('zar-slot')),
  },
  emLaunchUrl: {
    loggedIn: true,
    input: { code: 'book-of-dead', productId: 'playngo' },
    expect: ({ data }) => expect(data).toEqual(launchPage('book-of-dead')),
  },
  amusnetLaunchUrl: {
    loggedIn: true,
    input: { code: '40-burning-hot', isMobile: false },
    expect: ({ data }) => expect(data).toEqual(launchPage('40-burning-hot')),
  },
  egtLaunchUrl: {
    loggedIn: true,
    input: {
      platform: 1,
      gameCode: 'rise-of-ra',
      language: 'tr',
      lobbyUrl: 'https://zar.test/casino/slot',
    },
    expect: ({ data }) => expect(data).toEqual(launchPage('rise-of-ra')),
  },
  hub88LaunchUrl: {
    loggedIn: true,
    input: {
      platform: 2,
      gameCode: 'sweet-bonanza',
      language: 'en',
      lobbyUrl: 'https://zar.test/casino/slot',
    },
    expect: ({ data }) => {
      expect(data).toEqual(launchPage('sweet-bonanza'));
      expect(new URL(data).searchParams.get('lang')).toBe('en');
    },
  },
  softGamingsLaunchUrl: {
    loggedIn: true,
    input: { system: '960', pageCode: 'aviator', isMobile: 1 },
    expect: ({ data }) => {
      expect(data).toMatch(/^<div id="sg-game"/);
      expect(data).toContain('<script>');
    },
  },
  health: {
    input: {},
    expect: ({ data }) =>
      expect(data).toMatchObject({ status: 'ok', database: 'pglite', version: 'mock' }),
  },
};

describe('every endpoint through the client against the mocks', () => {
  it('has a case for each registry entry', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(cases) as EndpointName[])('%s', async (name) => {
    const testCase = cases[name] as Case<EndpointName>;
    let token: string | null = null;
    const client = createApiClient({
      contract: endpoints,
      baseUrl,
      getToken: () => token,
      getLocale: () => 'tr',
    });
    if (testCase.loggedIn)
      token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
    await testCase.before?.(client);

    const response = await client.call(endpoints[name], testCase.input as never);

    expect(response.success).toBe(true);
    expect(endpoints[name].response.parse(response)).toEqual(response);
    testCase.expect(response as never);
  });
});
