import type { SessionData } from '@zar/api-client';
import { demoPlayerFixture } from '@zar/api-client/fixtures';

/**
 * A logged-in session of the demo player (the fixtures' player) as the login call returns it.
 * The static fixtures answer the player's reads whoever asks, so no server needs to know it.
 */
export const testSession: SessionData = {
  token: 'session-token',
  username: demoPlayerFixture.username,
  usercode: demoPlayerFixture.usercode,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: demoPlayerFixture.phone,
  smsVerified: demoPlayerFixture.smsVerified,
  balance: demoPlayerFixture.balanceMinor / 100,
};
