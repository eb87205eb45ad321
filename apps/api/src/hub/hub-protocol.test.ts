import { describe, expect, it } from 'vitest';
import {
  checkHandshake,
  closeRecord,
  completionErrorRecord,
  handshakeAccepted,
  handshakeRefused,
  invocationRecord,
  parseClientMessage,
  pingRecord,
  splitRecords,
} from './hub-protocol';

describe('the JSON hub protocol', () => {
  it('writes the records byte for byte as ASP.NET does', () => {
    expect(Buffer.from(handshakeAccepted)).toEqual(Buffer.from([0x7b, 0x7d, 0x1e]));
    expect(pingRecord).toBe('{"type":6}\u001e');
    expect(handshakeRefused("The protocol 'x' is not supported.")).toBe(
      '{"error":"The protocol \'x\' is not supported."}\u001e',
    );
    expect(invocationRecord('NotifyMessage', ['Balance', '{}'])).toBe(
      '{"type":1,"target":"NotifyMessage","arguments":["Balance","{}"]}\u001e',
    );
    expect(completionErrorRecord('0', 'Unknown hub method')).toBe(
      '{"type":3,"invocationId":"0","error":"Unknown hub method"}\u001e',
    );
  });

  it('writes Close with an error and allowReconnect only when given', () => {
    expect(closeRecord({})).toBe('{"type":7}\u001e');
    expect(closeRecord({ error: 'Session ended.' })).toBe(
      '{"type":7,"error":"Session ended."}\u001e',
    );
    expect(closeRecord({ allowReconnect: true })).toBe('{"type":7,"allowReconnect":true}\u001e');
  });

  it('accepts the json protocol in versions 1 and 2, ignoring unknown fields', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toBeNull();
    expect(checkHandshake('{"protocol":"json","version":2,"extra":true}')).toBeNull();
  });

  it('refuses other protocols, versions and malformed requests with a reason', () => {
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toBe(
      "The protocol 'messagepack' is not supported.",
    );
    expect(checkHandshake('{"protocol":"json","version":3}')).toBe(
      "The server does not support version 3 of the 'json' protocol.",
    );
    expect(checkHandshake('{"protocol":"json"}')).toBe('Handshake request is invalid.');
    expect(checkHandshake('[]')).toBe('Handshake request is invalid.');
    expect(checkHandshake('{"type":1')).toBe('Handshake request is not valid JSON.');
  });

  it('splits text into whole records and keeps an unfinished one', () => {
    expect(splitRecords('{"type":6}\u001e{"type":7}\u001e')).toEqual({
      records: ['{"type":6}', '{"type":7}'],
      rest: '',
    });
    expect(splitRecords('{"type":6}\u001e{"ty')).toEqual({ records: ['{"type":6}'], rest: '{"ty' });
  });

  it('reads client messages only when they are typed objects', () => {
    expect(parseClientMessage('{"type":1,"target":"X","invocationId":"0"}')).toMatchObject({
      type: 1,
      target: 'X',
    });
    expect(parseClientMessage('{"target":"X"}')).toBeNull();
    expect(parseClientMessage('null')).toBeNull();
    expect(parseClientMessage('{')).toBeNull();
  });
});
