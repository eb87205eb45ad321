import type { HttpHandler } from 'msw';
import { type Endpoint, endpointEntries } from '../contract';
import { defaultMockFixtures, type MockFixtures } from './fixtures';
import { type MockResolver, type MockResolvers, mockEndpoint } from './mock-endpoint';
import { createMockState, fillMockState, type MockState } from './mock-state';
import { accountResolvers } from './resolvers/accounts';
import { bonusResolvers } from './resolvers/bonuses';
import { casinoResolvers } from './resolvers/casino';
import { hubResolvers } from './resolvers/hub';
import { paymentResolvers } from './resolvers/payments';
import { playerResolvers } from './resolvers/player';
import { responsibleGamingResolvers } from './resolvers/responsible-gaming';
import { siteResolvers } from './resolvers/site';

/** Options of the mock API. */
export interface MockApiOptions {
  /** Absolute API base the handlers listen on. Default `http://localhost/api/`. */
  baseUrl?: string;
  /** Replaces parts of the default demo data. */
  fixtures?: Partial<MockFixtures>;
}

/** A stateful mock of the whole player API. */
export interface MockApi {
  /** One msw handler per endpoint of the registry; give them to `setupServer` / `setupWorker`. */
  handlers: HttpHandler[];
  /** Players, sessions and their data as the calls changed them. */
  state: MockState;
  /** Puts the state back to the fixtures (logs everyone out). */
  reset(): void;
  /** The fixtures in use. */
  fixtures: MockFixtures;
}

const resolvers: MockResolvers = {
  ...siteResolvers,
  ...accountResolvers,
  ...playerResolvers,
  ...paymentResolvers,
  ...bonusResolvers,
  ...casinoResolvers,
  ...hubResolvers,
  ...responsibleGamingResolvers,
};

/**
 * msw handlers and fixtures for every call of the contract. Requests and answers are checked
 * against the endpoint schemas; the demo player `demo1` / `secret1` can log in.
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const baseUrl = new URL(options.baseUrl ?? 'http://localhost/api/');
  if (!baseUrl.pathname.endsWith('/')) baseUrl.pathname = `${baseUrl.pathname}/`;
  const fixtures: MockFixtures = { ...defaultMockFixtures, ...options.fixtures };
  const state = createMockState(fixtures);
  const environment = { state, fixtures, baseUrl: baseUrl.href, startedAt: Date.now() };

  const handlers = endpointEntries().map(([name, endpoint]) =>
    mockEndpoint(endpoint as Endpoint, resolvers[name] as MockResolver<Endpoint>, environment),
  );

  return {
    handlers,
    state,
    fixtures,
    reset: () => fillMockState(state, fixtures),
  };
}
