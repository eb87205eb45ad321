export { deviceName } from './device-name';
export { registerSessions } from './register-sessions';
export {
  createSessionStore,
  requestFingerprint,
  type SessionEntry,
  type SessionStore,
  sessionIdleLimitMs,
} from './session-store';
export { hashSessionToken, newSessionToken } from './session-token';
