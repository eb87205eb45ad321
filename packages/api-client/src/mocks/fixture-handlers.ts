import { type HttpHandler, HttpResponse, http } from 'msw';
import type * as z from 'zod';
import { type EndpointName, type Endpoints, endpoints } from '../contract';

type DataOf<N extends EndpointName> =
  z.input<Endpoints[N]['response']> extends { data?: infer D } ? D : never;

/** What each named endpoint answers: its `data`, sent as `{ success: true, message, data }`. */
export type FixtureAnswers = { [N in EndpointName]?: DataOf<N> };

/**
 * msw handlers that answer each endpoint of `answers` with its fixture, always the same one: no
 * state and no logic, for component and page tests that only need data. Every envelope is parsed
 * with the endpoint's response schema when the handlers are made, so a fixture that no longer
 * fits the contract fails the test that uses it. Behaviour (sign-up, money, sessions) belongs to
 * the real API instead.
 */
export function fixtureHandlers(baseUrl: string, answers: FixtureAnswers): HttpHandler[] {
  const base = new URL(baseUrl);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  return Object.entries(answers).map(([name, data]) => {
    const endpoint = endpoints[name as EndpointName];
    const envelope = { success: true, message: null, data };
    endpoint.response.parse(envelope);
    const url = new URL(endpoint.path, base).href;
    const answer = () => HttpResponse.json(envelope);
    return endpoint.method === 'GET' ? http.get(url, answer) : http.post(url, answer);
  });
}
