import { fixtureAnswers, fixtureHandlers } from '@zar/api-client/fixtures';
import { createMockApi } from '@zar/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';
import { testSession } from './test-session';

const apiBase = new URL('./api/', document.baseURI).href;

/**
 * The msw server every site test runs against. By default it answers what pages read from the
 * static fixtures (`fixtureAnswers`, parsed with the contract's schemas): no state, no logic.
 * Tests add their own handlers with `use`; a file that needs the server's behaviour runs the
 * real API (`realApiForThisFile`).
 */
export const mockApiServer = setupServer(...fixtureHandlers(apiBase, fixtureAnswers));

/** The stateful mock player API, for the files not yet moved to the real API (issue 23). */
export const mockApi = createMockApi({ baseUrl: apiBase });

/**
 * Runs this file against the stateful mock (`mockApi`, reset after each test), which knows
 * `testSession`'s token. Left for the casino, payment and bonus pages, whose fixtures (games,
 * payment forms, offers) differ from the API's seed; every other file uses fixtures or the real
 * API.
 */
export function statefulMockForThisFile() {
  beforeEach(() => {
    mockApiServer.use(...mockApi.handlers);
    mockApi.state.sessions.set(testSession.token, testSession.username.toLowerCase());
  });
  afterEach(() => mockApi.reset());
}

/** The absolute address of an API path, for test-local handlers. */
export function apiUrl(path: string): string {
  return new URL(path, apiBase).href;
}
