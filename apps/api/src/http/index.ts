export { ApiError, type ApiErrorOptions } from './api-error';
export {
  bodyLimitOf,
  bodyTooDeep,
  defaultBodyLimitBytes,
  type JsonBounds,
  largestJson,
  maxBodyDepth,
  nestsDeeperThan,
  registerBodyParsers,
} from './body-limits';
export { isServicePath, type NotFoundFallback, registerErrorHandling } from './error-handling';
export { escapeHtml } from './escape-html';
export { isLocalCall, sameSecret } from './local-call';
export {
  type LogSettings,
  type LogStream,
  loggerOptions,
  pathOnly,
  RequestCompletionLog,
  requestLogging,
} from './logger';
export { type MaybePromise, whenReady } from './maybe-promise';
export {
  defaultLocale,
  type Locale,
  type LocalisedText,
  locales,
  requestLocale,
  type ServerText,
  serverMessage,
} from './messages';
export {
  bearerToken,
  type PlayerSession,
  type SessionResolver,
  sessionRequired,
} from './player-session';
export { type PublicAddress, publicAddress } from './public-address';
export {
  type EndpointAnswer,
  type EndpointContext,
  type EndpointHandler,
  type EndpointOptions,
  registerEndpoint,
} from './register-endpoint';
export {
  framedPageContentSecurityPolicy,
  markupFramedPageContentSecurityPolicy,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
  scriptHash,
  siteContentSecurityPolicy,
} from './security-headers';
export {
  inBothLanguages,
  type ServerKey,
  serverKeys,
  serverStrings,
  translate,
} from './server-i18n';
export { defaultHttpTimings, type HttpTimings, serverTimeoutOptions } from './server-timeouts';
