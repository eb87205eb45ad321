import type { DatabaseHandle } from '../db';
import type { MessageSender } from '../messaging';
import type { RateLimiter } from '../rate-limit';
import type { SessionStore } from '../sessions';
import type { PasswordHasher } from './password-hasher';
import type { VerificationCodes } from './verification-codes';

/** What the account calls work with; tests swap the clock, hasher or sender. */
export interface AccountServices {
  database: DatabaseHandle;
  clock: () => Date;
  hasher: PasswordHasher;
  sender: MessageSender;
  sessions: SessionStore;
  limiter: RateLimiter;
  codes: VerificationCodes;
}
