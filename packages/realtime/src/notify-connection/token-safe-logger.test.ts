import { LogLevel } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSafeLogger } from './token-safe-logger';

describe('createTokenSafeLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('drops messages that carry the token, a bearer header or the fingerprint', () => {
    const messages: string[] = [];
    const logger = createTokenSafeLogger({ log: (_level, message) => messages.push(message) });

    logger.log(
      LogLevel.Information,
      'WebSocket connected to wss://x/hub?fingerprint=f&access_token=abc.',
    );
    logger.log(LogLevel.Information, 'Sending Authorization: Bearer abc');
    logger.log(LogLevel.Information, 'WebSocket connected to wss://x/hub?fingerprint=f.');
    logger.log(LogLevel.Warning, 'Reconnect attempt failed.');

    expect(messages).toEqual(['Reconnect attempt failed.']);
  });

  it('writes to the console from the given level up, Warning by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    const logger = createTokenSafeLogger();
    logger.log(LogLevel.Information, 'connected');
    logger.log(LogLevel.Warning, 'slow server');
    logger.log(LogLevel.Error, 'failed');

    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Warning: slow server'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error: failed'));
  });
});
