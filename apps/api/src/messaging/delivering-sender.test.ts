import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { createDeliveringSender } from './delivering-sender';
import { DeliveryError } from './delivery-error';
import type { MessageSender, OutgoingMessage } from './message-sender';
import { startTwilioStub, twilioInvalidNumber, twilioServerError } from './test-message-servers';
import { createTwilioSender } from './twilio-sender';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2026-11-26T12:00:00Z');

/** A provider that fails with `failures` in turn, then accepts; it remembers each attempt. */
function provider(...failures: Error[]) {
  const attempts: OutgoingMessage[] = [];
  const transport: MessageSender = {
    async send(message) {
      attempts.push(message);
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
  return { transport, attempts };
}

/** The sender under test with its log and the pauses it asked for recorded, none waited. */
function sender(transports: Parameters<typeof createDeliveringSender>[0]['transports']) {
  const lines: string[] = [];
  const pauses: number[] = [];
  const record = (details: object, message: string) =>
    lines.push(`${message} ${JSON.stringify(details)}`);
  const delivering = createDeliveringSender({
    database,
    clock: () => now,
    transports,
    log: { info: record, warn: record },
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });
  return { delivering, lines, pauses };
}

const sms = (to: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  body: 'Telefon doğrulama kodunuz: 482913.',
  locale: 'tr',
});

async function outboxRow(recipient: string) {
  return database.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error', 'sent_at', 'body'])
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
}

describe('the delivering sender', () => {
  it('records the message, delivers it and marks it sent', async () => {
    const twilio = provider();
    const { delivering, pauses } = sender({ sms: twilio.transport });
    await delivering.send(sms('905300000001'));
    await delivering.settled();
    expect(twilio.attempts).toEqual([sms('905300000001')]);
    expect(pauses).toEqual([]);
    expect(await outboxRow('905300000001')).toEqual({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: now,
      // The record holds no text: the code in it would work.
      body: '',
    });
  });

  it('retries a passing failure after 1 s and 4 s, then records it failed', async () => {
    const down = () =>
      new DeliveryError('Twilio 500 code 20500: Internal Server Error', { permanent: false });
    const twilio = provider(down(), down(), down());
    const { delivering, pauses, lines } = sender({ sms: twilio.transport });
    await delivering.send(sms('905300000002'));
    await delivering.settled();
    expect(twilio.attempts).toHaveLength(3);
    expect(pauses).toEqual([1_000, 4_000]);
    expect(await outboxRow('905300000002')).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'Twilio 500 code 20500: Internal Server Error',
      sent_at: null,
    });
    // The log names the row and a masked number, never the code or the whole number.
    expect(lines.at(-1)).toMatch(/^Message delivery failed .*"to":"90\*\*\*\*\*\*0002"/);
    expect(lines.join('\n')).not.toMatch(/482913|905300000002/);
  });

  it('delivers on a retry after a passing failure', async () => {
    const twilio = provider(new Error('socket hang up'));
    const { delivering, pauses } = sender({ sms: twilio.transport });
    await delivering.send(sms('905300000003'));
    await delivering.settled();
    expect(pauses).toEqual([1_000]);
    expect(await outboxRow('905300000003')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stops at a permanent refusal, its error masked', async () => {
    const invalid = new DeliveryError(
      "Twilio 400 code 21211: The 'To' number +905300000004 is not a valid phone number.",
      { permanent: true },
    );
    const twilio = provider(invalid);
    const { delivering, pauses } = sender({ sms: twilio.transport });
    await delivering.send(sms('905300000004'));
    await delivering.settled();
    expect(pauses).toEqual([]);
    expect(await outboxRow('905300000004')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: "Twilio 400 code 21211: The 'To' number *** is not a valid phone number.",
    });
  });

  it('records a message of a channel without a provider as failed', async () => {
    const { delivering } = sender({ sms: provider().transport });
    await delivering.send({
      channel: 'email',
      to: 'nomail@example.com',
      subject: 'x',
      body: 'x',
      locale: 'en',
    });
    expect(await outboxRow('nomail@example.com')).toMatchObject({
      status: 'failed',
      attempts: 0,
      last_error: 'no email provider is configured',
    });
  });

  it('retries Twilio after its 500 and gives up at once on its invalid-number 400', async () => {
    const twilio = await startTwilioStub();
    try {
      const transport = createTwilioSender({
        accountSid: `AC${'3c'.repeat(16)}`,
        authToken: 'twilio-test-auth-token-0123',
        from: '+905550000000',
        baseUrl: twilio.baseUrl,
      });
      const { delivering, pauses } = sender({ sms: transport });
      twilio.answerNext(twilioServerError);
      await delivering.send(sms('905300000006'));
      await delivering.settled();
      expect(pauses).toEqual([1_000]);
      expect(await outboxRow('905300000006')).toMatchObject({ status: 'sent', attempts: 2 });

      twilio.answerNext(twilioInvalidNumber);
      await delivering.send(sms('905300000007'));
      await delivering.settled();
      expect(pauses).toEqual([1_000]);
      expect(await outboxRow('905300000007')).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: "Twilio 400 code 21211: The 'To' number *** is not a valid phone number.",
      });
    } finally {
      await twilio.close();
    }
  });

  it('stops waiting to retry when closed, and records why', async () => {
    const twilio = provider(new Error('socket hang up'));
    const delivering = createDeliveringSender({
      database,
      clock: () => now,
      transports: { sms: twilio.transport },
      log: { info: () => {}, warn: () => {} },
      // A pause that only ends when the sender is closed.
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    });
    await delivering.send(sms('905300000005'));
    await delivering.close();
    expect(twilio.attempts).toHaveLength(1);
    expect(await outboxRow('905300000005')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'socket hang up (stopped: the server shut down)',
    });
  });
});
