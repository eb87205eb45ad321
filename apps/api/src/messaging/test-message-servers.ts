import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the test SMTP server received it, its MIME parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  contentLanguage: string | undefined;
  text: string | undefined;
  html: string | undefined;
}

/**
 * A real SMTP server on a loopback port (the `smtp-server` package), no TLS, any login: what the
 * API's nodemailer transport talks to in tests. `next()` resolves with the next mail to arrive.
 */
export async function startSmtpServer() {
  const mails = arrivals<ReceivedMail>();
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        const refusal = Object.assign(new Error(`<${address.address}>: Mailbox unavailable`), {
          responseCode: 550,
        });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        mails.arrived(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The oldest mail not yet taken (to `to`, if given), or the next to arrive. */
    next: (to?: string) => mails.next((mail) => to === undefined || mail.to.includes(to)),
    /** The next `count` recipients are refused with 550, as a mailbox that does not exist. */
    refuseRecipients(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** One request the Twilio stub received. */
export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** What the stub answers: Twilio's 201, or one of its documented errors. */
export type TwilioAnswer = { status: number; body: object };

/**
 * A local stand-in for Twilio's Messages API (node:http): it records each request and answers
 * from a queue (`answerNext`), else 201 with a message resource as Twilio does.
 */
export async function startTwilioStub() {
  const requests = arrivals<TwilioRequest>();
  const answers: TwilioAnswer[] = [];
  const server = createServer(async (request, response) => {
    const recorded: TwilioRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(await bodyOf(request))),
    };
    const answer = answers.shift() ?? {
      status: 201,
      body: { sid: `SM${'0'.repeat(32)}`, status: 'queued', to: recorded.form.To },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
    requests.arrived(recorded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** The oldest request not yet taken (texting `to`, E.164, if given), or the next to arrive. */
    next: (to?: string) => requests.next((request) => to === undefined || request.form.To === to),
    answerNext(...queued: TwilioAnswer[]) {
      answers.push(...queued);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Twilio's documented error answer for an invalid `To` number. */
export const twilioInvalidNumber: TwilioAnswer = {
  status: 400,
  body: {
    code: 21211,
    message: "The 'To' number +900000 is not a valid phone number.",
    more_info: 'https://www.twilio.com/docs/errors/21211',
    status: 400,
  },
};

/** Twilio's answer when it fails itself. */
export const twilioServerError: TwilioAnswer = {
  status: 500,
  body: {
    code: 20500,
    message: 'Internal Server Error',
    more_info: 'https://www.twilio.com/docs/errors/20500',
    status: 500,
  },
};

/**
 * What a test server received, taken in order of arrival: `next(match)` answers the oldest
 * matching item kept, or waits for the next matching one. Others stay for later calls.
 */
function arrivals<T>() {
  const kept: T[] = [];
  const waiting: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];
  return {
    arrived(item: T) {
      const waiter = waiting.findIndex(({ match }) => match(item));
      if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(item);
      else kept.push(item);
    },
    next(match: (item: T) => boolean): Promise<T> {
      const index = kept.findIndex(match);
      if (index >= 0) return Promise.resolve(kept.splice(index, 1)[0] as T);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Enough MIME for what nodemailer writes: headers, one level of multipart, quoted-printable or
// base64 parts, RFC 2047 encoded subjects.
function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitHeaders(raw);
  const parts: { headers: Record<string, string>; body: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      parts.push(splitHeaders(chunk.replace(/^\r?\n/, '')));
    }
  } else {
    parts.push({ headers, body });
  }
  const part = (type: string) => {
    const found = parts.find((entry) => entry.headers['content-type']?.startsWith(type));
    return found ? decodePart(found.headers['content-transfer-encoding'], found.body) : undefined;
  };
  return {
    subject: decodeWords(headers.subject ?? ''),
    contentLanguage: headers['content-language'],
    text: part('text/plain'),
    html: part('text/html'),
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(encoding: string | undefined, body: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8').trimEnd();
  if (encoding === 'quoted-printable') return quotedPrintable(body).trimEnd();
  return body.replace(/\r\n/g, '\n').trimEnd();
}

function quotedPrintable(text: string): string {
  const bytes = text
    .replace(/%/g, '%25')
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}
