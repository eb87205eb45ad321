import type { NotifyPush } from '@zar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import type { HubEvent } from './hub-bus';
import { createLocalHubBus } from './hub-bus';
import { createHubPublisher } from './hub-publisher';

function publisher() {
  const delivered: HubEvent[] = [];
  const log = { error: vi.fn() };
  const hub = createHubPublisher(
    createLocalHubBus((event) => delivered.push(event)),
    log as unknown as Parameters<typeof createHubPublisher>[1],
  );
  return { hub, delivered, log };
}

describe('createHubPublisher', () => {
  it('sends a push that fits the contract, its message as JSON text', async () => {
    const { hub, delivered, log } = publisher();
    const message = { balance: 12.5, currency: 'TRY', cash: 10, bonus: 2.5 };
    await hub.toPlayer(7, { command: 'Balance', message });
    expect(delivered).toEqual([
      { kind: 'push', playerId: 7, command: 'Balance', message: JSON.stringify(message) },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  // The production site reads pushes without the contract's schemas, so none may leave unchecked.
  it('sends no push that does not fit the contract, and says which fields failed', async () => {
    const { hub, delivered, log } = publisher();
    const wrong = { command: 'Balance', message: { balance: '12', currency: 'TRY' } };
    await hub.toAll(wrong as unknown as NotifyPush);
    expect(delivered).toEqual([]);
    expect(hub.backlog()).toBe(0);
    expect(log.error).toHaveBeenCalledWith(
      { command: 'Balance', fields: expect.arrayContaining(['balance', 'cash', 'bonus']) },
      'A hub push that does not fit the contract was not sent',
    );
  });
});
