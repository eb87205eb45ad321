/** A tree of UI strings: every leaf is a string. */
export interface StringTree {
  [key: string]: string | StringTree;
}

/** The same keys as `T`, every leaf a string: what another language must provide. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
