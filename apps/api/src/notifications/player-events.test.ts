import { describe, expect, it } from 'vitest';
import { createPlayerEvents, type PlayerEventName } from './player-events';

const notification = {
  id: 1,
  title: 'Bakım',
  note: '-',
  type: 5 as const,
  timeStamp: '2026-03-14T18:05:00',
  isRead: false,
};

describe('player events', () => {
  it('calls the listeners of an event in order until they unsubscribe', () => {
    const events = createPlayerEvents();
    const heard: string[] = [];
    const stopFirst = events.on('balance', ({ playerId }) => {
      heard.push(`first ${playerId}`);
    });
    events.on('balance', ({ playerId }) => {
      heard.push(`second ${playerId}`);
    });
    events.on('notification', ({ notification: item }) => {
      heard.push(item.title);
    });

    events.emit('balance', { playerId: 7 });
    stopFirst();
    events.emit('balance', { playerId: 8 });
    events.emit('notification', { playerId: 7, notification });

    expect(heard).toEqual(['first 7', 'second 7', 'second 8', 'Bakım']);
  });

  it('hands a failing listener’s error to the handler and still calls the others', async () => {
    const failures: Array<[string, PlayerEventName]> = [];
    const events = createPlayerEvents({
      onListenerError: (error, name) => failures.push([(error as Error).message, name]),
    });
    const heard: number[] = [];
    events.on('balance', () => {
      throw new Error('thrown');
    });
    events.on('balance', async () => {
      throw new Error('rejected');
    });
    events.on('balance', ({ playerId }) => {
      heard.push(playerId);
    });

    expect(() => events.emit('balance', { playerId: 3 })).not.toThrow();
    await Promise.resolve();

    expect(heard).toEqual([3]);
    expect(failures).toEqual([
      ['thrown', 'balance'],
      ['rejected', 'balance'],
    ]);
  });
});
