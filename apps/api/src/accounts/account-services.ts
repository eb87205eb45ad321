import type { SessionData } from '@zar/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { ProofOfWork } from '../challenges';
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
  /** The proof-of-work challenges asked for past the login, sign-up and recovery limits. */
  challenges: ProofOfWork;
  codes: VerificationCodes;
  /**
   * The sportsbook providers' credentials of a new login (SPEC §3 auth data: betsy… for the fcg
   * sections, betco… for betco); none when absent.
   */
  providerCredentials?: ProviderCredentialsIssuer;
}

/** The provider fields of the auth data. */
export type ProviderCredentials = Pick<
  SessionData,
  'betsyCid' | 'betsyUrl' | 'betsyToken' | 'betcoToken' | 'betcoUrl'
>;

/** Issues a login's provider credentials. */
export type ProviderCredentialsIssuer = (
  login: { playerId: number; sessionId: number },
  request: FastifyRequest,
) => Promise<ProviderCredentials>;
