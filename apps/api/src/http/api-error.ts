import type { ServerText } from './messages';

/** What an API failure says and how it answers. */
export interface ApiErrorOptions {
  /** HTTP status of the answer, 4xx or 5xx. */
  status: number;
  /** Stable machine-readable reason, e.g. `database_unavailable`; logged, not sent. */
  code: string;
  /** The player-facing sentence: a key of `@zar/locales/server` or a text held in both languages. */
  text: ServerText;
  /** Values for the text's placeholders. */
  params?: Record<string, string>;
  /** The underlying error, logged for 5xx answers and never sent. */
  cause?: unknown;
  /**
   * The answer's `data`, for the few refusals the contract gives one (a challenge to solve);
   * default null.
   */
  data?: unknown;
}

/**
 * A failure a handler means: thrown anywhere in a request, it becomes a `{ success: false,
 * message, data }` answer with its status, the message in the request's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: ServerText;
  readonly params: Record<string, string>;
  readonly data: unknown;

  constructor({ status, code, text, params = {}, cause, data = null }: ApiErrorOptions) {
    super(`${code} (${status})`, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.text = text;
    this.params = params;
    this.data = data;
  }
}
