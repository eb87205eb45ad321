/** A fixed-window counter of attempts (logins, codes) per account or IP. */
export interface RateLimitTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** The rate limiter's table. */
export interface RateLimitTables {
  rate_limit: RateLimitTable;
}
