import { hash, verify } from '@node-rs/argon2';

/** Hashes and checks passwords; tests wrap it to count how often it runs. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const argon2idOptions = {
  // Algorithm.Argon2id of @node-rs/argon2, a const enum that isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The argon2id hasher of `@node-rs/argon2` (native, off the event loop). */
export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, argon2idOptions),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash never matches.
        return false;
      }
    },
  };
}
