import {
  type LimitKind,
  type LimitState,
  limitKind,
  type ResponsibleGamingState,
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

  selfExclude: signedIn(({ player, input }) => {
    limitsOf(player).exclusion = {
      kind: 'selfExclusion',
      until: input.period === 'permanent' ? null : new Date(Date.now() + 183 * dayMs).toISOString(),
    };
    return ok(null);
  }),
} satisfies Partial<MockResolvers>;
