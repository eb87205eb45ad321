import { load } from '@fingerprintjs/fingerprintjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fingerprintStorageKey,
  fingerprintTimeoutMs,
  getFingerprint,
  loadFingerprint,
} from './fingerprint';

type Agent = Awaited<ReturnType<typeof load>>;

function agentAnswering(visitorId: string | Promise<string>): Agent {
  return { get: async () => ({ visitorId: await visitorId }) } as unknown as Agent;
}

describe('loadFingerprint', () => {
  afterEach(() => vi.useRealTimers());

  it('stores the visitor id of the library, loaded with its remote monitoring off', async () => {
    vi.mocked(load).mockResolvedValueOnce(agentAnswering('visitor-42'));
    await expect(loadFingerprint()).resolves.toBe('visitor-42');
    expect(load).toHaveBeenLastCalledWith({ monitoring: false });
    expect(localStorage.getItem(fingerprintStorageKey)).toBe('visitor-42');
    expect(getFingerprint()).toBe('visitor-42');
  });

  it('falls back to the stored random id when the library hangs for 1000 ms', async () => {
    vi.useFakeTimers();
    const stored = getFingerprint();
    vi.mocked(load).mockReturnValueOnce(new Promise<Agent>(() => {}));
    let answer: string | undefined;
    void loadFingerprint().then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(fingerprintTimeoutMs - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(stored);
    expect(localStorage.getItem(fingerprintStorageKey)).toBe(stored);
  });

  it('keeps the fallback when the library answers after the timeout', async () => {
    vi.useFakeTimers();
    const stored = getFingerprint();
    let answerLate: (id: string) => void = () => {};
    const late = new Promise<string>((resolve) => {
      answerLate = resolve;
    });
    vi.mocked(load).mockResolvedValueOnce(agentAnswering(late));
    const loading = loadFingerprint();
    await vi.advanceTimersByTimeAsync(fingerprintTimeoutMs);
    answerLate('visitor-late');
    await expect(loading).resolves.toBe(stored);
    expect(getFingerprint()).toBe(stored);
  });

  it('falls back at once when the library fails, and asks it only once per page', async () => {
    vi.mocked(load).mockClear();
    vi.mocked(load).mockRejectedValueOnce(new Error('no canvas'));
    const stored = getFingerprint();
    await expect(loadFingerprint()).resolves.toBe(stored);
    await expect(loadFingerprint()).resolves.toBe(stored);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
