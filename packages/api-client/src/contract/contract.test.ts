import { describe, expect, it } from 'vitest';
import { game as gameSchema } from './casino';
import { endpoints } from './endpoints';
import {
  NotificationType,
  notificationType,
  PaymentFieldType,
  paymentFieldType,
} from './enumerations';
import { readGameFrameMessage } from './game-frame';
import { gameLaunchCall, LaunchProvider } from './game-launch';
import { fromMinorUnits, money, toMinorUnits } from './money';
import { notification } from './notifications';
import { isExternalPaymentPage } from './payments';
import { isPastCalendarDay, isValidPersonalNo } from './personal-data';
import { recordId } from './record-id';

describe('recordId', () => {
  it('accepts the integers a PostgreSQL integer column holds and refuses the rest', () => {
    for (const id of [1, 0, -1, 2_147_483_647, -2_147_483_648]) {
      expect(recordId.safeParse(id).success, String(id)).toBe(true);
    }
    for (const id of [2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1.5, '7']) {
      expect(recordId.safeParse(id).success, String(id)).toBe(false);
    }
  });
});

describe('money', () => {
  it('accepts amounts with at most two decimals', () => {
    for (const amount of [0, 12.34, 19.99, 0.07, 1250.5, 1_234_567.89, -5.1]) {
      expect(money.safeParse(amount).success).toBe(true);
    }
  });

  it('rejects more decimals, NaN, Infinity and strings', () => {
    for (const amount of [1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY, '12.34']) {
      expect(money.safeParse(amount).success).toBe(false);
    }
    expect(money.safeParse(1.005).error?.issues[0]?.message).toBe('validation.money');
  });

  it('converts to and from kuruş exactly', () => {
    expect(toMinorUnits(12.34)).toBe(1234n);
    expect(toMinorUnits(0.07)).toBe(7n);
    expect(toMinorUnits(19.99)).toBe(1999n);
    expect(fromMinorUnits(1234n)).toBe(12.34);
    expect(fromMinorUnits(125_050)).toBe(1250.5);
    expect(() => toMinorUnits(1.005)).toThrow();
    expect(() => fromMinorUnits(2n ** 60n)).toThrow(RangeError);
  });
});

describe('endpoints registry', () => {
  it('holds every call of SPEC §7, health and the site content calls, each once', () => {
    const calls = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    // 30 calls of SPEC §7, health, promotions, a content page, call-me-back, the dashboard's
    // account details and session history, the payment methods, the financial activities and
    // the hub ticket.
    // The bonus offers, their claim and the bonus history: 3 more.
    // The play-session summary and the activity statement (responsible gaming): 2 more.
    // The player's cancel of a pending withdrawal and the lobby's studios (issue 21): 2 more.
    // The bonus being wagered and its forfeit (issue 22): 2 more.
    // What all a player's bonuses came to (issue 23): 1 more.
    expect(calls).toHaveLength(39 + 17);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET cms/grouped',
        'GET auth/logout',
        'POST customer/notification',
        'GET bonus/definetrialbonus',
        'POST casino/softgamingslaunchurl',
        'GET health',
        'GET cms/promotions',
        'POST cms/content',
        'POST cms/callmeback',
        'GET customer/account',
        'POST customer/sessions',
        'POST payment/methods',
        'POST payment/history',
        'GET bonus/offers',
        'POST bonus/claim',
        'POST bonus/history',
        'GET customer/hubticket',
        'GET casino/favorites',
        'GET casino/recent',
        'POST transaction/gamehistory',
      ]),
    );
    for (const endpoint of Object.values(endpoints)) expect(endpoint.path).not.toMatch(/^\//);
  });

  it('marks player-only calls as needing a session', () => {
    const needsSession = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.auth)
      .map(([name]) => name);
    expect(needsSession).toEqual(
      expect.arrayContaining([
        'balance',
        'notifications',
        'readNotification',
        'deposit',
        'accountDetails',
        'sessionHistory',
      ]),
    );
    expect(needsSession).not.toContain('login');
    expect(needsSession).not.toContain('bootstrap');
  });

  it('defaults the notification page to skip 0, take 100 and caps take', () => {
    expect(endpoints.notifications.request.parse({})).toEqual({ skip: 0, take: 100 });
    expect(endpoints.notifications.request.safeParse({ take: 101 }).success).toBe(false);
    expect(endpoints.readNotification.request.safeParse({ id: [] }).success).toBe(false);
  });
});

describe('enumerations', () => {
  it('validate the SPEC §3 numbers', () => {
    expect(notificationType.safeParse(NotificationType.System).success).toBe(true);
    expect(notificationType.safeParse(6).success).toBe(false);
    expect(paymentFieldType.safeParse(PaymentFieldType.Dropdown).success).toBe(true);
    expect(paymentFieldType.safeParse(0).success).toBe(false);
  });
});

describe('notification', () => {
  const base = { id: 1, title: 'Başlık', note: 'Not', type: 1, isRead: false };
  it('takes a UTC timestamp without Z, or null', () => {
    expect(notification.safeParse({ ...base, timeStamp: '2026-03-14T18:05:00' }).success).toBe(
      true,
    );
    expect(notification.safeParse({ ...base, timeStamp: '2026-03-14T18:05:00.123' }).success).toBe(
      true,
    );
    expect(notification.safeParse({ ...base, timeStamp: null }).success).toBe(true);
    expect(notification.safeParse({ ...base, timeStamp: '2026-03-14T18:05:00Z' }).success).toBe(
      false,
    );
  });
});

describe('gameLaunchCall', () => {
  const game = gameSchema.parse({
    gameCode: 'aviator',
    name: 'Aviator',
    providerName: LaunchProvider.SoftGamings,
    studio: 'Spribe',
    mainProviderId: 6,
    productId: 'spribe',
    system: '960',
    imageUrl: '/media/games/aviator.webp',
    isLive: false,
  });
  const context = { isMobile: true, language: 'tr', lobbyUrl: 'https://zar.test/casino/slot' };

  it('picks the call of each provider with a body its schema accepts', () => {
    const expected: Record<string, string> = {
      DT: 'casino/dtlaunchurl',
      EveryMatrix: 'casino/emlaunchurl',
      Amusnet: 'casino/amusnetlaunchurl',
      'EGT Digital': 'casino/egtlaunchurl',
      Hub88: 'casino/hub88launchurl',
      SoftGamings: 'casino/softgamingslaunchurl',
    };
    for (const [providerName, path] of Object.entries(expected)) {
      const call = gameLaunchCall({ ...game, providerName }, context);
      expect(call?.endpoint.path).toBe(path);
      expect(call?.endpoint.request.safeParse(call.input).success).toBe(true);
    }
  });

  it('sends the platform and mobile flags in each provider’s format', () => {
    expect(gameLaunchCall({ ...game, providerName: 'Hub88' }, context)?.input).toMatchObject({
      platform: 2,
    });
    expect(
      gameLaunchCall({ ...game, providerName: 'Hub88' }, { ...context, isMobile: false })?.input,
    ).toMatchObject({
      platform: 1,
    });
    expect(gameLaunchCall(game, context)?.input).toEqual({
      system: '960',
      pageCode: 'aviator',
      isMobile: 1,
    });
    expect(gameLaunchCall({ ...game, providerName: 'Amusnet' }, context)?.input).toEqual({
      code: 'aviator',
      isMobile: true,
    });
  });

  it('gives null for providers without a call or games missing the needed id', () => {
    expect(gameLaunchCall({ ...game, providerName: 'Digitain' }, context)).toBeNull();
    expect(gameLaunchCall({ ...game, system: null }, context)).toBeNull();
    expect(
      gameLaunchCall({ ...game, providerName: 'EveryMatrix', productId: null }, context),
    ).toBeNull();
  });
});

describe('payments and personal data', () => {
  it('recognises an external payment page', () => {
    expect(isExternalPaymentPage('https://pay.zar.test/123')).toBe(true);
    expect(isExternalPaymentPage('http://localhost/api/sandbox/deposit/1')).toBe(true);
    expect(isExternalPaymentPage('Yatırım talebiniz alındı.')).toBe(false);
    expect(isExternalPaymentPage(null)).toBe(false);
  });

  it('checks the TC number checksum', () => {
    expect(isValidPersonalNo('10000000146')).toBe(true);
    expect(isValidPersonalNo('10000000147')).toBe(false);
    expect(isValidPersonalNo('00000000000')).toBe(false);
  });

  it('knows real past calendar days', () => {
    const today = new Date(Date.UTC(2026, 2, 14));
    expect(isPastCalendarDay('2024', '02', '29', today)).toBe(true);
    expect(isPastCalendarDay('2023', '02', '29', today)).toBe(false);
    expect(isPastCalendarDay('2026', '03', '15', today)).toBe(false);
    expect(isPastCalendarDay('1899', '12', '31', today)).toBe(false);
  });
});

describe('readGameFrameMessage', () => {
  it('reads the exit and reload commands, as objects or JSON text', () => {
    expect(readGameFrameMessage({ command: 'exit' })).toBe('exit');
    expect(readGameFrameMessage('{"command":"exit"}')).toBe('exit');
    expect(readGameFrameMessage({ command: 'closeGame' })).toBe('exit');
    expect(readGameFrameMessage({ command: 'reloadGame' })).toBe('reload');
  });

  it('ignores anything else', () => {
    for (const data of [null, 'exit', '{bad json', { command: 42 }, { type: 'exit' }, {}]) {
      expect(readGameFrameMessage(data)).toBeNull();
    }
  });
});
