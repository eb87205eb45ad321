/**
 * Why a call failed: `unauthorized` (HTTP 401, the session is gone), `http` (another non-2xx),
 * `network` (no answer), `schema` (the answer breaks the contract), `rejected` (2xx with
 * `success: false`), `invalid-input` (the request failed its schema; nothing was sent).
 */
export type ApiErrorCode =
  | 'unauthorized'
  | 'http'
  | 'network'
  | 'schema'
  | 'rejected'
  | 'invalid-input';

/** A failed API call. `message` is the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong, see `ApiErrorCode`. */
  readonly code: ApiErrorCode;
  /** The HTTP status, or null when no response was read. */
  readonly status: number | null;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
  }
}

/** True when `error` is an `ApiError`, optionally of the given code. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
