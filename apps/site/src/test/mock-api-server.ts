import { createMockApi, fixtureAnswers, fixtureHandlers } from '@zar/api-client/mocks';
import { setupServer } from 'msw/node';

const apiBase = new URL('./api/', document.baseURI).href;

/** The mock player API on the site's base (./api/ under the jsdom document). */
export const mockApi = createMockApi({ baseUrl: apiBase });

/**
 * The msw server every site test runs against; tests add their own handlers with `use`, and a
 * file that needs the server's behaviour runs the real API (`realApiForThisFile`). What every
 * page reads and no call changes is answered from the static fixtures, ahead of the mock.
 */
export const mockApiServer = setupServer(
  ...fixtureHandlers(apiBase, {
    bootstrap: fixtureAnswers.bootstrap,
    registerForm: fixtureAnswers.registerForm,
    categoryList: fixtureAnswers.categoryList,
    topWinners: fixtureAnswers.topWinners,
  }),
  ...mockApi.handlers,
);

/** The absolute address of an API path, for test-local handlers. */
export function apiUrl(path: string): string {
  return new URL(path, new URL('./api/', document.baseURI)).href;
}
