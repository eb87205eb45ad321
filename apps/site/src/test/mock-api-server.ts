import { createMockApi } from '@zar/api-client/mocks';
import { setupServer } from 'msw/node';

/** The mock player API on the site's base (./api/ under the jsdom document). */
export const mockApi = createMockApi({ baseUrl: new URL('./api/', document.baseURI).href });

/** The msw server every site test runs against; tests add their own handlers with `use`. */
export const mockApiServer = setupServer(...mockApi.handlers);

/** The absolute address of an API path, for test-local handlers. */
export function apiUrl(path: string): string {
  return new URL(path, new URL('./api/', document.baseURI)).href;
}
