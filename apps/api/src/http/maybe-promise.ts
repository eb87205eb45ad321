/**
 * A value now, or a promise of it: a hot path (a session the process has cached) answers without
 * a promise and the microtask turns each `await` of one costs, and waits only when it must.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)` at once when `value` is ready, else once its promise resolves. */
export function whenReady<T, U>(
  value: MaybePromise<T>,
  next: (ready: T) => MaybePromise<U>,
): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
