import type { FastifyBaseLogger } from 'fastify';
import { settleCrashIfOver } from './crash-game';
import type { DemoCore, DemoRound } from './demo-rounds';

/** How often every process looks for rounds due that no timer of its own settled. */
export const roundSettlementSweepMs = 5_000;

/** A timer fires this long after a round's due time, so the clock agrees it is due. */
const timerSlackMs = 20;

/** Rounds one sweep takes on at most, per kind; the next sweep takes the rest. */
const sweepBatch = 200;

/**
 * The server's side of settling demo rounds, so that no round waits for a call from the player:
 * - a running crash round is settled when it is due (its auto cash-out reached, or crashed), by a
 *   timer in the process that started it;
 * - a sweep, when the app is ready and every `roundSettlementSweepMs`, settles the running rounds
 *   that are due but were left by a restart or by another process, and finishes paying decided
 *   rounds (`settling`) whose win could not be paid at once.
 * Deciding a round is one status update (`decideRound`), so a round is decided once however many
 * timers, sweeps, processes and player calls reach it; paying is keyed by the win's transaction
 * id, so it lands once.
 */
export interface RoundSettlement {
  /** Settles a running round at its due time. */
  watch(round: DemoRound): void;
  /** One sweep now; answers how many rounds it settled. Tests call it instead of waiting. */
  settleDue(): Promise<number>;
  /** The first sweep, then one every `roundSettlementSweepMs`. */
  start(): void;
  /** Stops the timers and waits for settlements under way. */
  close(): Promise<void>;
}

export function createRoundSettlement({
  core,
  log,
  sweepMs = roundSettlementSweepMs,
}: {
  core: DemoCore;
  log: FastifyBaseLogger;
  sweepMs?: number;
}): RoundSettlement {
  const timers = new Map<number, NodeJS.Timeout>();
  const underWay = new Set<Promise<unknown>>();
  let sweep: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | null = null;
  let closed = false;

  function track<T>(work: Promise<T>): Promise<T> {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  }

  /** Settles a running crash round if it is due; true when it is over. */
  async function settleRunning(round: DemoRound): Promise<boolean> {
    const launch = await core.findLaunch(round.launch_id);
    if (!launch) return false;
    return (await settleCrashIfOver(core, launch, round)) !== null;
  }

  /** Pays a decided round's win; true when paid. */
  async function payDecided(round: DemoRound): Promise<boolean> {
    const launch = await core.findLaunch(round.launch_id);
    if (!launch) return false;
    await core.payRound(launch, round);
    return true;
  }

  async function settleOne(
    round: DemoRound,
    settle: (round: DemoRound) => Promise<boolean>,
  ): Promise<boolean> {
    try {
      return await settle(round);
    } catch (error) {
      // Left as it is: the next sweep tries again.
      log.warn({ err: error, round: round.id }, 'Settling a demo round failed');
      return false;
    }
  }

  async function sweepOnce(): Promise<number> {
    const now = core.clock();
    const due = await core.db
      .selectFrom('demo_round')
      .selectAll()
      .where('status', '=', 'running')
      // Rounds started before migration 0015 have no due time: the crash point decides.
      .where((eb) => eb.or([eb('due_at', '<=', now), eb('due_at', 'is', null)]))
      .orderBy('id')
      .limit(sweepBatch)
      .execute();
    const decided = await core.db
      .selectFrom('demo_round')
      .selectAll()
      .where('status', '=', 'settling')
      .orderBy('id')
      .limit(sweepBatch)
      .execute();
    let settled = 0;
    for (const round of due) if (await settleOne(round, settleRunning)) settled += 1;
    for (const round of decided) if (await settleOne(round, payDecided)) settled += 1;
    return settled;
  }

  function settleDue(): Promise<number> {
    // One sweep at a time per process; a call meanwhile waits for it and then runs its own.
    const previous = sweeping ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => sweepOnce());
    sweeping = next;
    void next
      .finally(() => {
        if (sweeping === next) sweeping = null;
      })
      .catch(() => undefined);
    return track(next);
  }

  return {
    watch(round) {
      if (closed || round.due_at === null || round.status !== 'running') return;
      const delay = Math.max(0, round.due_at.getTime() - core.clock().getTime()) + timerSlackMs;
      const timer = setTimeout(() => {
        timers.delete(round.id);
        void track(
          (async () => {
            const fresh = await core.db
              .selectFrom('demo_round')
              .selectAll()
              .where('id', '=', round.id)
              .where('status', '=', 'running')
              .executeTakeFirst();
            // Not due by the clock after all (moved by a test): the sweep takes it when it is.
            if (fresh) await settleOne(fresh, settleRunning);
          })(),
        ).catch((error: unknown) =>
          log.warn({ err: error, round: round.id }, 'Settling a demo round failed'),
        );
      }, delay);
      timer.unref();
      timers.set(round.id, timer);
    },

    settleDue,

    start() {
      if (closed || sweep) return;
      const run = () => {
        if (sweeping) return; // the last one is still at work
        settleDue().catch((error: unknown) =>
          log.error({ err: error }, 'Settling demo rounds failed'),
        );
      };
      run();
      sweep = setInterval(run, sweepMs);
      sweep.unref();
    },

    async close() {
      closed = true;
      clearInterval(sweep);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...underWay]);
    },
  };
}
