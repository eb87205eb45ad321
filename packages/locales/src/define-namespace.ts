/** A tree of UI strings: every leaf is a string. */
export interface StringTree {
  [key: string]: string | StringTree;
}

/** The same keys as `T`, every leaf a string: what another language must provide. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** One namespace of UI strings in every language; English must have exactly Turkish's keys. */
export function defineNamespace<const T extends StringTree>(strings: {
  tr: T;
  en: SameKeys<NoInfer<T>>;
}): { tr: SameKeys<T>; en: SameKeys<T> } {
  // Widen literal leaves to string, so a server override of any value type-checks.
  return strings as unknown as { tr: SameKeys<T>; en: SameKeys<T> };
}
