/** A set of listeners called in the order they were added. */
export interface ListenerSet<Args extends unknown[]> {
  /** Adds a listener; returns the function that removes it. */
  add(listener: (...args: Args) => void): () => void;
  /** Calls every listener; one that throws does not stop the others. */
  emit(...args: Args): void;
}

/** Creates a listener set whose failing listeners are reported to `onListenerError`. */
export function createListenerSet<Args extends unknown[]>(
  onListenerError: (error: unknown) => void,
): ListenerSet<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener) {
      // Wrapped so the same function added twice is two subscriptions, each removable once.
      const entry = (...args: Args) => listener(...args);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit(...args) {
      for (const listener of [...listeners]) {
        try {
          listener(...args);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
