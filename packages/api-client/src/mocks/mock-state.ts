import {
  type Balance,
  type CallMeBackRequest,
  type FinancialActivity,
  fromMinorUnits,
  type GameTransaction,
  type Notification,
  type NotificationType,
  type SessionData,
} from '../contract';
import type { MockActiveBonus, MockBonusRequest, MockFixtures, MockPlayerSeed } from './fixtures';

/** A player as the mock API keeps them while it runs. */
export interface MockPlayer
  extends Omit<
    MockPlayerSeed,
    | 'favorites'
    | 'financialActivities'
    | 'bonusRequests'
    | 'gameHistory'
    | 'recentGames'
    | 'activeBonus'
  > {
  /** The bonus being wagered, whose rest is the bonus pocket; null when none (issue 22). */
  activeBonus: MockActiveBonus | null;
  /** Favourite game codes, in the order they were added. */
  favorites: Set<string>;
  /** Bets and wins, newest first. */
  gameHistory: GameTransaction[];
  /** Codes of the games launched lately, newest first. */
  recentGames: string[];
  /** Deposits and withdrawals, newest first. */
  financialActivities: FinancialActivity[];
  /** Bonuses asked for or granted, newest first. */
  bonusRequests: MockBonusRequest[];
  /** The phone a verification code was sent to and not yet confirmed. */
  pendingPhone: string | null;
  /** The reset code sent by `auth/sendresetpassword`, until the password is changed. */
  resetCode: string | null;
  /** The answers of deposits and withdrawals sent with an `Idempotency-Key`, by key. */
  paymentsByKey: Map<string, { call: string; answer: unknown }>;
}

/** One login in the mock API, for the session history. */
export interface MockSessionRecord {
  id: number;
  token: string;
  /** Lower-case username. */
  username: string;
  startedAt: string;
  lastSeenAt: string;
  /** Set at logout. */
  endedAt: string | null;
}

/** What the mock API remembers between calls; `reset()` puts it back to the fixtures. */
export interface MockState {
  /** Players by lower-case username. */
  players: Map<string, MockPlayer>;
  /** Lower-case username by session token. */
  sessions: Map<string, string>;
  nextNotificationId: number;
  nextPaymentId: number;
  nextBonusRequestId: number;
  nextUsercode: number;
  nextToken: number;
  /** Every login, oldest first. */
  sessionLog: MockSessionRecord[];
  /** Call-me-back requests received, oldest first. */
  callMeBackRequests: CallMeBackRequest[];
}

function toPlayer(seed: MockPlayerSeed): MockPlayer {
  return {
    ...structuredClone(seed),
    favorites: new Set(seed.favorites),
    financialActivities: structuredClone(seed.financialActivities ?? []),
    bonusRequests: structuredClone(seed.bonusRequests ?? []),
    activeBonus: structuredClone(seed.activeBonus ?? null),
    gameHistory: structuredClone(seed.gameHistory ?? []),
    recentGames: [...(seed.recentGames ?? [])],
    pendingPhone: null,
    resetCode: null,
    paymentsByKey: new Map(),
  };
}

/** A fresh state holding the fixture players. */
export function createMockState(fixtures: MockFixtures): MockState {
  const state: MockState = {
    players: new Map(),
    sessions: new Map(),
    nextNotificationId: 1,
    nextPaymentId: 1,
    nextBonusRequestId: 1,
    nextUsercode: 1,
    nextToken: 1,
    sessionLog: [],
    callMeBackRequests: [],
  };
  fillMockState(state, fixtures);
  return state;
}

/** Empties `state` in place and fills it from the fixtures again. */
export function fillMockState(state: MockState, fixtures: MockFixtures): void {
  state.players.clear();
  state.sessions.clear();
  for (const seed of fixtures.players)
    state.players.set(seed.username.toLowerCase(), toPlayer(seed));
  const ids = fixtures.players.flatMap((seed) => seed.notifications.map((item) => item.id));
  const codes = fixtures.players.map((seed) => Number(seed.usercode)).filter(Number.isFinite);
  state.nextNotificationId = Math.max(0, ...ids) + 1;
  const paymentIds = fixtures.players.flatMap((seed) =>
    (seed.financialActivities ?? []).map((item) => item.id),
  );
  state.nextPaymentId = Math.max(0, ...paymentIds) + 1;
  const bonusRequestIds = fixtures.players.flatMap((seed) =>
    (seed.bonusRequests ?? []).map((item) => item.id),
  );
  state.nextBonusRequestId = Math.max(0, ...bonusRequestIds) + 1;
  state.nextUsercode = Math.max(100_000, ...codes) + 1;
  state.nextToken = 1;
  state.sessionLog = [];
  state.callMeBackRequests = [];
}

/** The player a session token belongs to, if the session is alive. */
export function playerBySession(state: MockState, token: string): MockPlayer | null {
  const username = state.sessions.get(token);
  return username === undefined ? null : (state.players.get(username) ?? null);
}

/** The player with this username (any letter case). */
export function playerByUsername(state: MockState, username: string): MockPlayer | null {
  return state.players.get(username.toLowerCase()) ?? null;
}

/** Opens a session for the player and returns what login answers. */
export function openSession(state: MockState, player: MockPlayer): SessionData {
  const token = `mock-session-${state.nextToken++}-${Math.random().toString(36).slice(2, 10)}`;
  state.sessions.set(token, player.username.toLowerCase());
  const startedAt = new Date().toISOString();
  state.sessionLog.push({
    id: state.sessionLog.length + 1,
    token,
    username: player.username.toLowerCase(),
    startedAt,
    lastSeenAt: startedAt,
    endedAt: null,
  });
  return {
    token,
    username: player.username,
    usercode: player.usercode,
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
    phone: player.phone,
    smsVerified: player.smsVerified,
    balance: balanceOf(player).balance,
  };
}

/** The player's two pockets and their total, as `user/balance` answers them (issue 22). */
export function balanceOf(player: MockPlayer): Balance {
  const bonusMinor = player.activeBonus?.balanceMinor ?? 0;
  return {
    balance: fromMinorUnits(player.balanceMinor + bonusMinor),
    currency: player.currency,
    cash: fromMinorUnits(player.balanceMinor),
    bonus: fromMinorUnits(bonusMinor),
  };
}

/** Adds a notification (unread, now) at the top of the player's list. */
export function notifyPlayer(
  state: MockState,
  player: MockPlayer,
  type: NotificationType,
  title: string,
  note: string,
): Notification {
  const item: Notification = {
    id: state.nextNotificationId++,
    title,
    note,
    type,
    timeStamp: new Date().toISOString().slice(0, 19),
    isRead: false,
  };
  player.notifications.unshift(item);
  return item;
}

/** Adds a deposit or withdrawal (now) at the top of the player's financial activities. */
export function recordFinancialActivity(
  state: MockState,
  player: MockPlayer,
  activity: Omit<FinancialActivity, 'id' | 'createdAt'>,
): FinancialActivity {
  const item: FinancialActivity = {
    ...activity,
    id: state.nextPaymentId++,
    createdAt: new Date().toISOString(),
  };
  player.financialActivities.unshift(item);
  return item;
}
