export { deviceName } from './device-name';
export { registerSessions } from './register-sessions';
export {
  clientFingerprint,
  createSessionStore,
  type LiveSession,
  type RevokedSessions,
  requestFingerprint,
  type SessionCacheControl,
  type SessionEntry,
  type SessionRead,
  type SessionStore,
  sessionIdleLimitMs,
  sessionLifetimeMs,
} from './session-store';
export { hashSessionToken, newSessionToken } from './session-token';
