/**
 * The SignalR JSON hub protocol as the hub speaks it (shared/reference/signalr-hub-protocol.md):
 * JSON records each ending in the record separator 0x1E, a handshake first, then typed messages.
 */

/** Ends every record, in both directions. */
export const recordSeparator = '\u001e';

/** The hub message types of the JSON protocol (HubProtocol.md "JSON Encoding"). */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** The newest handshake version accepted, as ASP.NET (`version <= 2`); stateful reconnect is never offered. */
const highestProtocolVersion = 2;

/** One record: the JSON of `message` followed by the separator. */
export function encodeRecord(message: object): string {
  return `${JSON.stringify(message)}${recordSeparator}`;
}

/** The answer to an accepted handshake, exactly as ASP.NET writes it. */
export const handshakeAccepted = `{}${recordSeparator}`;

/** The record of a ping. */
export const pingRecord = encodeRecord({ type: MessageType.Ping });

/** The answer to a refused handshake: an `error` and, unlike every other message, no `type`. */
export function handshakeRefused(error: string): string {
  return encodeRecord({ error });
}

/** What the server says when it closes a connection: a reason, and whether the client may come back. */
export interface CloseOptions {
  error?: string;
  allowReconnect?: boolean;
}

/** The record of a Close message. */
export function closeRecord({ error, allowReconnect }: CloseOptions): string {
  return encodeRecord({
    type: MessageType.Close,
    ...(error === undefined ? {} : { error }),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });
}

/** A push: an invocation without an invocationId, so the client never answers it. */
export function invocationRecord(target: string, args: unknown[]): string {
  return encodeRecord({ type: MessageType.Invocation, target, arguments: args });
}

/** The Completion answering the client's invocation `invocationId` with an error. */
export function completionErrorRecord(invocationId: string, error: string): string {
  return encodeRecord({ type: MessageType.Completion, invocationId, error });
}

/**
 * Splits received text into whole records; `rest` is an unfinished record to prepend to the next
 * frame (the client sends whole records, but a frame may in principle end mid-record).
 */
export function splitRecords(text: string): { records: string[]; rest: string } {
  const parts = text.split(recordSeparator);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

/** Reads a handshake request: null when it is accepted, else the error to answer with. */
export function checkHandshake(record: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof request !== 'object' || request === null) return 'Handshake request is invalid.';
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return 'Handshake request is invalid.';
  }
  if (protocol !== 'json') return `The protocol '${protocol}' is not supported.`;
  if (!Number.isInteger(version) || version < 1 || version > highestProtocolVersion) {
    return `The server does not support version ${version} of the '${protocol}' protocol.`;
  }
  return null;
}

/** A hub message from the client, as far as the hub reads it. */
export interface ClientMessage {
  type: number;
  invocationId?: unknown;
  target?: unknown;
}

/** Parses a record sent after the handshake; null when it is not a typed JSON object. */
export function parseClientMessage(record: string): ClientMessage | null {
  try {
    const message: unknown = JSON.parse(record);
    if (typeof message !== 'object' || message === null) return null;
    const { type } = message as { type?: unknown };
    return typeof type === 'number' ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
}
