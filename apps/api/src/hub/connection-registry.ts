import type { HubConnection } from './hub-connection';
import type { CloseOptions } from './hub-protocol';

/**
 * This process's hub connections, by player and by session, from the upgrade on: a session
 * revoked while its client is still shaking hands is closed all the same (pushes wait for the
 * handshake). A refused connection is only kept for its clocks: it is nobody's, gets no pushes and
 * is not counted.
 */
export interface ConnectionRegistry {
  add(connection: HubConnection): void;
  remove(connection: HubConnection): void;
  /** True when the player has a connection here. */
  hasPlayer(playerId: number): boolean;
  /** How many connections the session has here. */
  sessionSize(sessionId: number): number;
  /** Sends records to every connection of the player. */
  sendToPlayer(playerId: number, records: string): void;
  /** Sends records to every connection. */
  sendToAll(records: string): void;
  /** Closes the player's connections opened with any of these sessions. */
  closeSessions(playerId: number, sessionIds: readonly number[], options: CloseOptions): void;
  /** Closes every connection. */
  closeAll(options: CloseOptions): void;
  /** Every connection, e.g. to run their clocks. */
  all(): Iterable<HubConnection>;
  /** How many connections are open. */
  size(): number;
}

/** An empty registry. */
export function createConnectionRegistry(): ConnectionRegistry {
  const byPlayer = new Map<number, Set<HubConnection>>();
  const bySession = new Map<number, number>();
  const all = new Set<HubConnection>();

  return {
    add(connection) {
      all.add(connection);
      if (connection.refusal !== null) return;
      const { playerId, sessionId } = connection.session;
      const own = byPlayer.get(playerId) ?? new Set();
      own.add(connection);
      byPlayer.set(playerId, own);
      bySession.set(sessionId, (bySession.get(sessionId) ?? 0) + 1);
    },
    remove(connection) {
      if (!all.delete(connection) || connection.refusal !== null) return;
      const { playerId, sessionId } = connection.session;
      const own = byPlayer.get(playerId);
      own?.delete(connection);
      if (own?.size === 0) byPlayer.delete(playerId);
      const left = (bySession.get(sessionId) ?? 1) - 1;
      if (left > 0) bySession.set(sessionId, left);
      else bySession.delete(sessionId);
    },
    hasPlayer: (playerId) => byPlayer.has(playerId),
    sessionSize: (sessionId) => bySession.get(sessionId) ?? 0,
    sendToPlayer(playerId, records) {
      for (const connection of byPlayer.get(playerId) ?? []) connection.send(records);
    },
    sendToAll(records) {
      for (const connection of all) connection.send(records);
    },
    closeSessions(playerId, sessionIds, options) {
      const ended = new Set(sessionIds);
      for (const connection of [...(byPlayer.get(playerId) ?? [])]) {
        if (ended.has(connection.session.sessionId)) connection.close(options);
      }
    },
    closeAll(options) {
      for (const connection of [...all]) connection.close(options);
    },
    all: () => all,
    size: () => all.size,
  };
}
