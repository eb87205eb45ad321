import { type ILogger, LogLevel } from '@microsoft/signalr';

// The browser client puts the token in the socket URL (access_token=…), which the client logs
// on connect; the fingerprint travels in the same URL. Neither may reach a log.
const secretMarkers = /access_token|fingerprint=|bearer\s/i;

function consoleLogger(minimumLevel: LogLevel): ILogger {
  return {
    log(level, message) {
      if (level < minimumLevel) return;
      const line = `[${new Date().toISOString()}] SignalR ${LogLevel[level]}: ${message}`;
      if (level >= LogLevel.Error) console.error(line);
      else if (level === LogLevel.Warning) console.warn(line);
      else if (level === LogLevel.Information) console.info(line);
      else console.log(line);
    },
  };
}

/**
 * A SignalR logger that drops every message mentioning the access token, a bearer header or the
 * fingerprint. Given a level, it writes to the console from that level up; given a logger, it
 * filters what reaches it.
 */
export function createTokenSafeLogger(target: ILogger | LogLevel = LogLevel.Warning): ILogger {
  const sink = typeof target === 'number' ? consoleLogger(target) : target;
  return {
    log(level, message) {
      if (secretMarkers.test(message)) return;
      sink.log(level, message);
    },
  };
}
