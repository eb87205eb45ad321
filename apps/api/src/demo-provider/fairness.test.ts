import { describe, expect, it } from 'vitest';
import { fairFloats, fairIndex, hashServerSeed, newClientSeed, newServerSeed } from './fairness';

describe('provably fair numbers', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

  it('are the same for the same seeds and differ when any seed or the nonce changes', () => {
    const first = fairFloats(seeds, 12);
    expect(fairFloats(seeds, 12)).toEqual(first);
    expect(fairFloats({ ...seeds, nonce: 8 }, 12)).not.toEqual(first);
    expect(fairFloats({ ...seeds, clientSeed: 'other' }, 12)).not.toEqual(first);
    expect(fairFloats({ ...seeds, serverSeed: 'b'.repeat(64) }, 12)).not.toEqual(first);
  });

  it('lie in [0, 1) and continue across HMAC blocks', () => {
    const floats = fairFloats(seeds, 20);
    expect(floats).toHaveLength(20);
    for (const float of floats) {
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
    expect(fairFloats(seeds, 8)).toEqual(floats.slice(0, 8));
  });

  it('commit to the server seed by its SHA-256', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
  });

  it('map to indexes in range', () => {
    expect(fairIndex(0, 37)).toBe(0);
    expect(fairIndex(0.999_999_999, 37)).toBe(36);
    expect(fairIndex(0.5, 10)).toBe(5);
  });
});
