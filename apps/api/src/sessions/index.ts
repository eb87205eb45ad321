export { deviceName } from './device-name';
export { registerSessions } from './register-sessions';
export {
  createSessionStore,
  fingerprintValue,
  type RevokedSessions,
  requestFingerprint,
  type SessionCacheControl,
  type SessionEntry,
  type SessionRead,
  type SessionStore,
  sessionIdleLimitMs,
} from './session-store';
export { hashSessionToken, newSessionToken } from './session-token';
