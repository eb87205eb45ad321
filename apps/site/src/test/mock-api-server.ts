import { fixtureAnswers, fixtureHandlers } from '@zar/api-client/fixtures';
import { setupServer } from 'msw/node';

const apiBase = new URL('./api/', document.baseURI).href;

/**
 * The msw server every site test runs against. By default it answers what pages read from the
 * static fixtures (`fixtureAnswers`, parsed with the contract's schemas): no state, no logic.
 * Tests add their own handlers with `use` (answering, and recording what the site sent); a file
 * that needs the server's behaviour runs the real API (`realApiForThisFile`).
 */
export const mockApiServer = setupServer(...fixtureHandlers(apiBase, fixtureAnswers));

/** The absolute address of an API path, for test-local handlers. */
export function apiUrl(path: string): string {
  return new URL(path, apiBase).href;
}
