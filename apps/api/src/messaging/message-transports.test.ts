import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './delivery-error';
import { createSmtpSender } from './smtp-sender';
import {
  startSmtpServer,
  startTwilioStub,
  twilioInvalidNumber,
  twilioServerError,
} from './test-message-servers';
import { createTwilioSender } from './twilio-sender';

const accountSid = `AC${'1a'.repeat(16)}`;
const authToken = 'twilio-test-auth-token-0123';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startTwilioStub>>;

beforeAll(async () => {
  [smtp, twilio] = await Promise.all([startSmtpServer(), startTwilioStub()]);
});
afterAll(async () => {
  await Promise.all([smtp.close(), twilio.close()]);
});

describe('the SMTP sender', () => {
  it('sends the text as a plain-text part beside an HTML part, in the message language', async () => {
    const sender = createSmtpSender({ url: smtp.url, from: 'Zar <no-reply@zar.example>' });
    await sender.send({
      channel: 'email',
      to: 'ayse@example.com',
      subject: 'Şifre sıfırlama kodunuz',
      body: 'Merhaba Ayşe,\n\nKodunuz: 123456\nKimseyle paylaşmayın & <saklayın>.',
      locale: 'tr',
    });
    const mail = await smtp.next();
    sender.close();
    expect(mail.from).toBe('no-reply@zar.example');
    expect(mail.to).toEqual(['ayse@example.com']);
    expect(mail.subject).toBe('Şifre sıfırlama kodunuz');
    expect(mail.contentLanguage).toBe('tr');
    expect(mail.text).toBe('Merhaba Ayşe,\n\nKodunuz: 123456\nKimseyle paylaşmayın & <saklayın>.');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('<p>Merhaba Ayşe,</p>');
    // The text is escaped into the HTML, never interpreted.
    expect(mail.html).toContain('Kodunuz: 123456<br>Kimseyle paylaşmayın &amp; &lt;saklayın&gt;.');
  });

  it('reports a refused mailbox as a permanent failure', async () => {
    const sender = createSmtpSender({ url: smtp.url, from: 'no-reply@zar.example' });
    smtp.refuseRecipients(1);
    const failure = await sender
      .send({ channel: 'email', to: 'nobody@example.com', subject: 'x', body: 'x', locale: 'en' })
      .catch((error: unknown) => error);
    sender.close();
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ permanent: true, message: expect.stringMatching(/^SMTP 550/) });
  });

  it('reports a server that does not answer as a failure worth retrying', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const sender = createSmtpSender({ url: 'smtp://127.0.0.1:9', from: 'no-reply@zar.example' });
    const failure = await sender
      .send({ channel: 'email', to: 'ayse@example.com', subject: 'x', body: 'x', locale: 'en' })
      .catch((error: unknown) => error);
    sender.close();
    expect(failure).toMatchObject({ permanent: false });
  });
});

describe('the Twilio sender', () => {
  const sender = () =>
    createTwilioSender({ accountSid, authToken, from: '+905551112233', baseUrl: twilio.baseUrl });

  it('posts the form Twilio documents, with Basic authentication', async () => {
    await sender().send({
      channel: 'sms',
      // As a player may have typed it: national, spaced.
      to: '0530 123 45 67',
      body: 'Telefon doğrulama kodunuz: 654321.',
      locale: 'tr',
    });
    const request = await twilio.next();
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: {
        To: '+905301234567',
        From: '+905551112233',
        Body: 'Telefon doğrulama kodunuz: 654321.',
      },
    });
  });

  it('sends from a Messaging Service when ZAR_SMS_FROM is one', async () => {
    const service = `MG${'2b'.repeat(16)}`;
    await createTwilioSender({
      accountSid,
      authToken,
      from: service,
      baseUrl: twilio.baseUrl,
    }).send({ channel: 'sms', to: '+905301234567', body: 'x', locale: 'en' });
    expect((await twilio.next()).form).toEqual({
      To: '+905301234567',
      MessagingServiceSid: service,
      Body: 'x',
    });
  });

  it('reports an invalid number (400, code 21211) as permanent, a 500 as worth retrying', async () => {
    twilio.answerNext(twilioInvalidNumber, twilioServerError);
    const message = { channel: 'sms', to: '900000', body: 'x', locale: 'en' } as const;
    const invalid = await sender()
      .send(message)
      .catch((error: unknown) => error);
    const serverError = await sender()
      .send(message)
      .catch((error: unknown) => error);
    await twilio.next();
    await twilio.next();
    expect(invalid).toBeInstanceOf(DeliveryError);
    expect(invalid).toMatchObject({
      permanent: true,
      message: expect.stringMatching(/^Twilio 400 code 21211: The 'To' number/),
    });
    expect(serverError).toMatchObject({
      permanent: false,
      message: expect.stringMatching(/^Twilio 500 code 20500/),
    });
  });
});
