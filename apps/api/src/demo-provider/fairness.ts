import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness, as crypto casinos publish it: before a round the player sees
 * `sha256(serverSeed)`; the round's numbers come from HMAC-SHA256 keyed by the server seed over
 * `clientSeed:nonce:cursor`; after the round the server seed is revealed, so anyone can recompute
 * the round and check the seed matches the hash shown before it.
 */

/** A fresh secret server seed: 32 random bytes as hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A client seed for a player who did not choose one: 8 random bytes as hex. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: the SHA-256 of the server seed, as hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The seeds and counter that decide one round. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  /** The round's number within the seed pair, from 0. */
  nonce: number;
}

/**
 * `count` numbers in [0, 1) for a round, each from 4 bytes of the HMAC stream (32 bytes give 8
 * numbers; `cursor` moves to a new block after that). The same seeds always give the same numbers.
 */
export function fairFloats({ serverSeed, clientSeed, nonce }: RoundSeeds, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const block = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${cursor}`)
      .digest();
    for (let offset = 0; offset + 4 <= block.length && floats.length < count; offset += 4) {
      // Four bytes as a fraction of 2^32: the same float a browser can recompute exactly.
      floats.push(block.readUInt32BE(offset) / 2 ** 32);
    }
  }
  return floats;
}

/** A whole number in [0, size) from a fair float. */
export function fairIndex(float: number, size: number): number {
  return Math.min(size - 1, Math.floor(float * size));
}
