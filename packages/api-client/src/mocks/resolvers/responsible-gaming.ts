import {
  fromMinorUnits,
  GameTransactionKind,
  type LimitKind,
  type LimitState,
  limitKind,
  type ResponsibleGamingState,
  toMinorUnits,
} from '../../contract';
import { type MockResolvers, ok, signedIn } from '../mock-endpoint';
import type { MockPlayer } from '../mock-state';

const dayMs = 24 * 60 * 60_000;

/** The player's limits and exclusion, as the mock keeps them (on the player object). */
interface MockLimits {
  limits: Map<LimitKind, LimitState>;
  exclusion: ResponsibleGamingState['exclusion'];
}

const kept = new WeakMap<MockPlayer, MockLimits>();

function limitsOf(player: MockPlayer): MockLimits {
  let found = kept.get(player);
  if (!found) {
    found = { limits: new Map(), exclusion: null };
    kept.set(player, found);
  }
  return found;
}

function stateOf(player: MockPlayer): ResponsibleGamingState {
  const { limits, exclusion } = limitsOf(player);
  const now = Date.now();
  return {
    limits: limitKind.options.map((kind) => {
      const limit = limits.get(kind) ?? { kind, value: null, pending: null };
      if (limit.pending && Date.parse(limit.pending.effectiveAt) <= now) {
        return { kind, value: limit.pending.value, pending: null };
      }
      return limit;
    }),
    exclusion,
  };
}

/** Limits, time-out and self-exclusion: lower limits at once, higher ones after 24 hours. */
export const responsibleGamingResolvers = {
  playerLimits: signedIn(({ player }) => ok(stateOf(player))),

  setPlayerLimit: signedIn(({ player, input }) => {
    const current = stateOf(player).limits.find((limit) => limit.kind === input.kind);
    const now = current?.value ?? null;
    const lower = input.value !== null && (now === null || input.value <= now);
    limitsOf(player).limits.set(
      input.kind,
      lower
        ? { kind: input.kind, value: input.value, pending: null }
        : {
            kind: input.kind,
            value: now,
            pending: {
              value: input.value,
              effectiveAt: new Date(Date.now() + dayMs).toISOString(),
            },
          },
    );
    return ok(stateOf(player));
  }),

  takeTimeout: signedIn(({ player, input }) => {
    const days = { '24h': 1, '7d': 7, '30d': 30 }[input.period];
    limitsOf(player).exclusion = {
      kind: 'timeout',
      until: new Date(Date.now() + days * dayMs).toISOString(),
    };
    return ok(stateOf(player));
  }),

  playSessionSummary: signedIn(({ player, token, state }) => {
    const login = state.sessionLog.find((record) => record.token === token);
    const startedAt = login?.startedAt ?? new Date().toISOString();
    const limits = stateOf(player).limits;
    const minutes = (kind: LimitKind) => limits.find((limit) => limit.kind === kind)?.value ?? null;
    const sessionMinutes = minutes('sessionMinutes');
    let staked = 0n;
    let won = 0n;
    for (const entry of player.gameHistory) {
      if (entry.createdAt < startedAt || entry.rolledBack) continue;
      if (entry.kind === GameTransactionKind.Bet) staked += toMinorUnits(entry.amount);
      else won += toMinorUnits(entry.amount);
    }
    return ok({
      startedAt,
      endsAt:
        sessionMinutes === null
          ? null
          : new Date(Date.parse(startedAt) + sessionMinutes * 60_000).toISOString(),
      realityCheckMinutes: minutes('realityCheckMinutes'),
      staked: fromMinorUnits(staked),
      won: fromMinorUnits(won),
      net: fromMinorUnits(won - staked),
    });
  }),

  downloadActivityStatement: signedIn(({ player, input, locale }) => {
    const tr = locale === 'tr';
    const header = tr ? 'Tarih,Tür,Açıklama,Tutar' : 'Date,Type,Description,Amount';
    const financialName = (kind: number) =>
      kind === 1 ? (tr ? 'Para yatırma' : 'Deposit') : tr ? 'Para çekme' : 'Withdrawal';
    const gameName = (kind: number) =>
      kind === GameTransactionKind.Bet ? (tr ? 'Bahis' : 'Bet') : tr ? 'Kazanç' : 'Win';
    const inPeriod = (iso: string) => {
      const day = iso.slice(0, 10);
      return day >= input.from && day <= input.to;
    };
    const rows = [
      ...player.financialActivities
        .filter((entry) => inPeriod(entry.createdAt))
        .map((entry) => [
          entry.createdAt,
          financialName(entry.kind),
          entry.methodName,
          entry.amount,
        ]),
      ...player.gameHistory
        .filter((entry) => inPeriod(entry.createdAt))
        .map((entry) => [entry.createdAt, gameName(entry.kind), entry.gameName, entry.amount]),
    ]
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      .map((row) => row.join(','));
    return ok({
      fileName: `statement-${input.from}-${input.to}.csv`,
      csv: `\uFEFF${[header, ...rows].join('\r\n')}\r\n`,
    });
  }),

  selfExclude: signedIn(({ player, input }) => {
    limitsOf(player).exclusion = {
      kind: 'selfExclusion',
      until: input.period === 'permanent' ? null : new Date(Date.now() + 183 * dayMs).toISOString(),
    };
    return ok(null);
  }),
} satisfies Partial<MockResolvers>;
