import type { DatabaseHandle } from '../db';
import type { PlayerEvents } from '../notifications';

/** What the bonus calls work with; tests swap the clock. */
export interface BonusServices {
  database: DatabaseHandle;
  clock: () => Date;
  /** Hears of every bonus credited and the notification it wrote. */
  events: PlayerEvents;
}
