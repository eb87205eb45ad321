import { describe, expect, it } from 'vitest';
import { notifyCommands, parseNotifyPush } from './hub';
import { notifyCommandNames, readNotifyPush } from './notify-push';

describe('parseNotifyPush', () => {
  const notification = {
    id: 7,
    title: 'Para yatırma onaylandı',
    note: '100,00 ₺ hesabınıza eklendi.',
    type: 1,
    timeStamp: '2026-03-14T18:05:00',
    isRead: false,
  };

  it('reads a notification and a balance push', () => {
    expect(parseNotifyPush('Notification', JSON.stringify(notification))).toEqual({
      command: 'Notification',
      message: notification,
    });
    expect(
      parseNotifyPush('Balance', '{"balance":1250.5,"currency":"TRY","cash":1200.5,"bonus":50}'),
    ).toEqual({
      command: 'Balance',
      message: { balance: 1250.5, currency: 'TRY', cash: 1200.5, bonus: 50 },
    });
  });

  it('gives null for an unknown command, broken JSON or a message that does not fit', () => {
    expect(parseNotifyPush('Jackpot', '{}')).toBeNull();
    expect(parseNotifyPush('toString', '{}')).toBeNull();
    expect(parseNotifyPush('Balance', '{"balance":')).toBeNull();
    expect(parseNotifyPush('Balance', '{"balance":"12"}')).toBeNull();
  });
});

describe('readNotifyPush (zod-free, for the production site)', () => {
  it('knows exactly the hub commands the contract gives schemas for', () => {
    expect([...notifyCommandNames].sort()).toEqual(Object.keys(notifyCommands).sort());
  });

  it('reads what parseNotifyPush reads', () => {
    const balance = '{"balance":1250.5,"currency":"TRY","cash":1200.5,"bonus":50}';
    expect(readNotifyPush('Balance', balance)).toEqual(parseNotifyPush('Balance', balance));
  });

  it('gives null for an unknown or inherited command, broken JSON or a message that is no object', () => {
    expect(readNotifyPush('Jackpot', '{}')).toBeNull();
    expect(readNotifyPush('toString', '{}')).toBeNull();
    expect(readNotifyPush('Balance', '{"balance":')).toBeNull();
    expect(readNotifyPush('Balance', '12')).toBeNull();
    expect(readNotifyPush('Balance', 'null')).toBeNull();
    expect(readNotifyPush('Notification', '[1]')).toBeNull();
  });
});
