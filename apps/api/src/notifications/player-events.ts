import type { Notification } from '@zar/api-client/contract';

/** What each player event carries. */
export interface PlayerEventMap {
  /** A notification was committed for the player. */
  notification: { playerId: number; notification: Notification };
  /**
   * The player's wallet changed (balance or held amount) and the change is committed.
   * `unannounced`: its writer kept the database from announcing it (a decided round, migration
   * 0025), so the hub announces it to every process.
   */
  balance: { playerId: number; unannounced?: boolean };
}

/** The name of a player event. */
export type PlayerEventName = keyof PlayerEventMap;

/** Hears one kind of player event; a returned promise that rejects is reported, not thrown. */
export type PlayerEventListener<K extends PlayerEventName> = (
  event: PlayerEventMap[K],
) => void | Promise<void>;

/**
 * The in-process bus of what happened to players' money and messages, one per app (see
 * `app.playerEvents`). The hub listens to push to the player's sockets; events are emitted only
 * after the change committed, so a listener may read it from the database.
 */
export interface PlayerEvents {
  /** Calls every listener of `name` now, in the order they subscribed. */
  emit<K extends PlayerEventName>(name: K, event: PlayerEventMap[K]): void;
  /** Subscribes to `name`; call the returned function to unsubscribe. */
  on<K extends PlayerEventName>(name: K, listener: PlayerEventListener<K>): () => void;
}

/** What happens to a listener's failure; the emitter and the other listeners carry on. */
export type ListenerErrorHandler = (error: unknown, name: PlayerEventName) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's player event bus; set by `buildApp` before any domain registers. */
    playerEvents: PlayerEvents;
  }
}

/**
 * A new player event bus. A listener that throws (or whose promise rejects) is handed to
 * `onListenerError` (default: written to stderr) and never reaches the code that emitted.
 */
export function createPlayerEvents({
  onListenerError = (error, name) =>
    console.error(`A "${name}" player event listener failed`, error),
}: {
  onListenerError?: ListenerErrorHandler;
} = {}): PlayerEvents {
  const listeners: { [K in PlayerEventName]: Set<PlayerEventListener<K>> } = {
    notification: new Set(),
    balance: new Set(),
  };

  return {
    emit(name, event) {
      for (const listener of [...listeners[name]]) {
        try {
          const result = listener(event);
          if (result instanceof Promise) result.catch((error) => onListenerError(error, name));
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    on(name, listener) {
      listeners[name].add(listener);
      return () => {
        listeners[name].delete(listener);
      };
    },
  };
}
