import { createTransport } from 'nodemailer';
import { escapeHtml } from '../http';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './message-sender';
import type { SmtpSettings } from './settings';

/**
 * E-mail through an SMTP server (nodemailer). The text is sent as the plain-text part and, with
 * its paragraphs kept, as the HTML part, so every mail client shows the same words.
 */
export function createSmtpSender({ url, from }: SmtpSettings): MessageSender & {
  close(): void;
} {
  // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default: a stuck
  // server would hold each delivery, and the app's shutdown, that long. The URL may say otherwise.
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ to, subject, body, locale }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: subject ?? '',
          text: body,
          html: htmlOf(body, locale),
          headers: { 'Content-Language': locale },
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/** The plain text as a small HTML document: a paragraph per blank-line block, lines kept. */
export function htmlOf(text: string, locale: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(locale)}"><body>\n${paragraphs}\n</body></html>`;
}

// A 5xx reply to the envelope (unknown mailbox, refused sender) will be refused again; a 4xx, a
// closed connection or a timeout may pass later.
function smtpFailure(error: unknown): DeliveryError {
  const { responseCode, code, message } = error as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  const permanent = responseCode !== undefined && responseCode >= 500;
  const said = responseCode !== undefined ? `SMTP ${responseCode}` : `SMTP ${code ?? 'error'}`;
  // nodemailer's message quotes the server's reply line, which names the address at most.
  return new DeliveryError(`${said}: ${(message ?? '').slice(0, 200)}`, { permanent });
}
