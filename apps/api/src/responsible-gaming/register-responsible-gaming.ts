import {
  playerLimits,
  playSessionSummary,
  selfExclude,
  setPlayerLimit,
  takeTimeout,
} from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint, serverMessage } from '../http';
import type { SessionStore } from '../sessions';
import { registerActivityStatement } from './activity-statement';
import { applySessionTimeLimit, playSessionOf, sessionTimeLimitSweepMs } from './play-session';
import {
  exclude,
  formatInstant,
  limitsAt,
  responsibleGamingMessages,
  selfExclusionPeriods,
  setLimit,
  timeoutPeriods,
} from './player-limits';

/**
 * The player's responsible-gaming calls: their limits, a time-out, self-exclusion, this login's
 * time and result for the reality check, and the activity statement of a period. The limits bind
 * in the wallet and the payments (`responsibleGamingBetGuard`, `depositRefusal`) and the session
 * time limit in the sessions, not only on screen; a sweep closes logins whose time is up even when
 * nobody calls with them.
 */
export function registerResponsibleGaming(
  app: FastifyInstance,
  {
    database,
    clock,
    sessions,
  }: { database: DatabaseHandle; clock: () => Date; sessions: SessionStore },
): void {
  const { db } = database;
  registerEndpoint(app, playerLimits, async (_input, context) => {
    const { playerId } = context.session;
    return { success: true, message: null, data: await limitsAt(db, playerId, clock()) };
  });
  registerEndpoint(app, setPlayerLimit, async (input, context) => {
    const { playerId } = context.session;
    await setLimit(db, playerId, input.kind, input.value, clock());
    if (input.kind === 'sessionMinutes') {
      await applySessionTimeLimit(db, playerId, clock());
      sessions.cache.forgetSessions(playerId);
    }
    const state = await limitsAt(db, playerId, clock());
    const pending = state.limits.find((limit) => limit.kind === input.kind)?.pending;
    return {
      success: true,
      message: pending
        ? serverMessage(responsibleGamingMessages.limitPending, context.locale, {
            from: formatInstant(new Date(pending.effectiveAt), context.locale),
          })
        : serverMessage(responsibleGamingMessages.limitSaved, context.locale),
      data: state,
    };
  });
  registerEndpoint(app, playSessionSummary, async (_input, context) => ({
    success: true,
    message: null,
    data: await playSessionOf(db, context.session, clock()),
  }));
  registerEndpoint(app, takeTimeout, async (input, context) => {
    const { playerId } = context.session;
    await exclude(db, playerId, 'timeout', timeoutPeriods[input.period], clock());
    const state = await limitsAt(db, playerId, clock());
    const until = state.exclusion?.until;
    return {
      success: true,
      message: until
        ? serverMessage(responsibleGamingMessages.timeoutTaken, context.locale, {
            until: formatInstant(new Date(until), context.locale),
          })
        : null,
      data: state,
    };
  });
  registerEndpoint(app, selfExclude, async (input, context) => {
    const { playerId } = context.session;
    await exclude(db, playerId, 'self_exclusion', selfExclusionPeriods[input.period], clock());
    // Effective at once: every session of the player ends, this one too.
    await sessions.revokeAll(playerId);
    return {
      success: true,
      message: serverMessage(responsibleGamingMessages.selfExcluded, context.locale),
      data: null,
    };
  });
  registerActivityStatement(app, { database });

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      sessions
        .revokeTimedOut()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Ending timed-out sessions failed'),
        );
    }, sessionTimeLimitSweepMs);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
