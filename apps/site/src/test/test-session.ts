import type { SessionData } from '@zar/api-client';

/** A logged-in player's session as the login call returns it. */
export const testSession: SessionData = {
  token: 'session-token',
  username: 'oyuncu',
  usercode: 'U-1001',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: '905320000000',
  smsVerified: false,
  balance: 125.5,
};
