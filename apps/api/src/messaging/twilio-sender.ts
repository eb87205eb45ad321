import { handsetNumber } from '../rate-limit';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './message-sender';
import type { TwilioSettings } from './settings';

/**
 * SMS through Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with
 * HTTP Basic authentication (AccountSid:AuthToken) and the form fields `To`, `From` (or
 * `MessagingServiceSid`) and `Body`. Twilio answers 201 with the message, or 4xx/5xx with
 * `{ code, message, more_info, status }`.
 */
export function createTwilioSender(
  { accountSid, authToken, from, baseUrl }: TwilioSettings,
  fetchImpl: typeof fetch = fetch,
): MessageSender {
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const sender = from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: e164(to), [sender]: from, Body: body });
      let answer: Response;
      try {
        answer = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new DeliveryError(`Twilio unreachable: ${(error as Error).message}`, {
          permanent: false,
        });
      }
      if (answer.ok) return;
      const refusal = (await answer.json().catch(() => ({}))) as {
        code?: number;
        message?: string;
      };
      // 429 and 5xx are Twilio's own trouble; any other 4xx (an invalid number 21211, bad
      // credentials 20003) is refused again however often it is sent.
      const permanent = answer.status < 500 && answer.status !== 429;
      throw new DeliveryError(
        `Twilio ${answer.status}${refusal.code ? ` code ${refusal.code}` : ''}: ${(refusal.message ?? '').slice(0, 200)}`,
        { permanent },
      );
    },
  };
}

/**
 * A player's phone as Twilio wants it, E.164: the handset's international digits after a `+`
 * (`0555 999 88 77` and `905559998877` are both `+905559998877`).
 */
export function e164(phone: string): string {
  return `+${handsetNumber(phone)}`;
}
