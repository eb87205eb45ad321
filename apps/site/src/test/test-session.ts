import type { SessionData } from '@zar/api-client';
import { demoPlayerFixture } from '@zar/api-client/mocks';
import { mockApi } from './mock-api-server';

/**
 * A logged-in session of the demo player as the login call returns it. The mock API knows its
 * token (see `acceptTestSession`), so the balance polling and other player calls succeed.
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

/** Makes the mock API accept `testSession`'s token as a login of the demo player. */
export function acceptTestSession() {
  mockApi.state.sessions.set(testSession.token, demoPlayerFixture.username.toLowerCase());
}
