import { fixtureAnswers, fixtureHandlers } from '@zar/api-client/fixtures';
import { type HttpHandler, HttpResponse, http } from 'msw';
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

/**
 * A handler for a history call (POST `path`, a page `{ total, items }`): it answers `rows`, only
 * those of the filter's `kind` when it names one, and keeps every filter the site sent in `filters`.
 */
export function historyByKind<F extends { kind?: number }>(
  path: string,
  rows: ReadonlyArray<{ kind: number }>,
  filters: F[],
): HttpHandler {
  return http.post(apiUrl(path), async ({ request }) => {
    const filter = (await request.json()) as F;
    filters.push(filter);
    const items = filter.kind ? rows.filter((row) => row.kind === filter.kind) : rows;
    return HttpResponse.json({
      success: true,
      message: null,
      data: { total: items.length, items },
    });
  });
}
