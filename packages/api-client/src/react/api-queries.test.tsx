import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { endpointEntries, routes } from '../contract';
import { endpoints } from '../contract/endpoints';
import {
  demoSessionFixture,
  fixtureAnswers,
  fixtureHandlers,
  paymentMethodsFixture,
  translationsFixture,
} from '../fixtures';
import { createApiMutations } from './api-mutations';
import { balancePollingMs, createApiQueries } from './api-queries';
import { queryKeyPrefix, queryKeys } from './query-keys';

// The client runs with its default base './api/', resolved against the jsdom document.
const base = new URL('./api/', document.baseURI).href;
const url = (path: string) => new URL(path, base).href;
const session = demoSessionFixture;
/** Every request the factories made, in order. */
const sent: Request[] = [];
// Static answers from the contract-checked fixtures: these tests are about the factories (keys,
// options, data, errors), not about the server. Translations follow the locale header.
const server = setupServer(
  http.get(url('cms/translationlist'), ({ request }) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: translationsFixture[request.headers.get('locale') === 'en' ? 'en' : 'tr'],
    }),
  ),
  ...fixtureHandlers(base, {
    ...fixtureAnswers,
    login: session,
    paymentDetail: paymentMethodsFixture[0]?.fields ?? [],
    financialActivities: { total: 0, items: [] },
    readNotification: null,
    claimTrialBonus: null,
  }),
);
server.events.on('request:start', ({ request }) => {
  sent.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

let token: string | null = null;
const client = createApiClient({
  contract: endpoints,
  getToken: () => token,
  getLocale: () => 'tr',
});
const queries = createApiQueries(client);
const mutations = createApiMutations(client);

function renderWithQueryClient<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

describe('query factories', () => {
  it('runs against ./api/ under the document base', () => {
    expect(client.baseUrl).toBe(new URL('./api/', document.baseURI).href);
  });

  it('resolves to the data of the balance and notifications of the logged-in player', async () => {
    token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
    const { result } = renderWithQueryClient(() => ({
      balance: useQuery(queries.balance()),
      notifications: useQuery(queries.notifications()),
    }));
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.notifications.isSuccess).toBe(true));
    expect(result.current.balance.data).toEqual({
      balance: 1250.5,
      currency: 'TRY',
      cash: 1250.5,
      bonus: 0,
    });
    expect(result.current.notifications.data?.map((item) => item.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('keys the session history the same with or without its default page', () => {
    expect(queries.sessionHistory().queryKey).toEqual(
      queries.sessionHistory({ skip: 0, take: 20 }).queryKey,
    );
    expect(queries.accountDetails().queryKey.slice(0, 2)).toEqual([...queryKeys.session]);
  });

  it('lists payment methods, loads a method form and pages the financial activities', async () => {
    token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
    const { result } = renderWithQueryClient(() => ({
      methods: useQuery(queries.paymentMethods({ type: 'deposit' })),
      history: useQuery(queries.financialActivities({ kind: 0, skip: 0, take: 5 })),
    }));
    await waitFor(() => expect(result.current.methods.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    const first = result.current.methods.data?.[0];
    expect(first).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const detail = renderWithQueryClient(() =>
      useQuery(queries.paymentDetail({ id: first?.id ?? 0, type: 'deposit' })),
    );
    await waitFor(() => expect(detail.result.current.isSuccess).toBe(true));
    expect(detail.result.current.data?.length).toBeGreaterThan(0);
    expect(result.current.history.data?.items.length).toBeLessThanOrEqual(5);
    expect(queries.paymentDetail({ id: 1, type: 'deposit' }).staleTime).toBe(0);
  });

  it('shows the read state after a readNotification mutation and a refetch', async () => {
    token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
    const { result, queryClient } = renderWithQueryClient(() => ({
      notifications: useQuery(queries.notifications()),
      read: useMutation(mutations.readNotification()),
    }));
    await waitFor(() =>
      expect(result.current.notifications.data?.[0]).toMatchObject({ id: 6, isRead: false }),
    );
    // The server marks it read (a static answer here has no state): the test checks what was sent
    // and that the invalidation asks for the list again.
    server.use(
      http.post(url('customer/notification'), () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: (fixtureAnswers.notifications ?? []).map((item) =>
            item.id === 6 ? { ...item, isRead: true } : item,
          ),
        }),
      ),
    );
    await act(() => result.current.read.mutateAsync({ id: [6] }));
    const read = sent.find((request) => request.url === url('customer/readnotification'));
    expect(await read?.json()).toEqual({ id: [6] });
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.session }));
    await waitFor(() => expect(result.current.notifications.data?.[0]?.isRead).toBe(true));
  });

  it('fails the balance query with an unauthorized ApiError without a session', async () => {
    token = null;
    server.use(
      http.get(url('user/balance'), ({ request }) =>
        request.headers.has('Authorization')
          ? HttpResponse.json({ success: true, message: null, data: fixtureAnswers.balance })
          : HttpResponse.json(
              { success: false, message: 'Lütfen giriş yapın.', data: null },
              { status: 401 },
            ),
      ),
    );
    const { result } = renderWithQueryClient(() => useQuery(queries.balance()));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      name: 'ApiError',
      code: 'unauthorized',
      status: 401,
    });
  });

  it('keeps bootstrap fresh forever and polls the balance every 3000 ms', () => {
    expect(queries.bootstrap().staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries.balance().refetchInterval).toBe(balancePollingMs);
    expect(balancePollingMs).toBe(3000);
  });

  it('has one factory per read of the contract and none for a write', () => {
    const reads = endpointEntries().filter(([, endpoint]) => endpoint.effect === 'read');
    expect(Object.keys(queries).sort()).toEqual(reads.map(([name]) => name).sort());
    expect(queries).not.toHaveProperty('login');
  });

  it('starts every key of a read with its prefix, so one prefix invalidates every page', () => {
    const prefix = queryKeyPrefix('financialActivities');
    expect(prefix).toEqual(['zar', 'session', 'financialActivities']);
    for (const filter of [{}, { kind: 1 as const, skip: 20, take: 20 }]) {
      expect(queries.financialActivities(filter).queryKey.slice(0, 3)).toEqual([...prefix]);
    }
    expect(queryKeyPrefix('bootstrap')).toEqual(['zar', 'bootstrap']);
  });

  it('keys queries stably and keeps player data under the session key', () => {
    expect(queries.notifications().queryKey).toEqual(
      queries.notifications({ skip: 0, take: 100 }).queryKey,
    );
    expect(queries.balance().queryKey.slice(0, 2)).toEqual([...queryKeys.session]);
    expect(queries.notifications().queryKey.slice(0, 2)).toEqual([...queryKeys.session]);
    expect(queries.bootstrap().queryKey.slice(0, 2)).not.toEqual([...queryKeys.session]);
    expect(queries.translations({}, { locale: 'en' }).queryKey).toEqual([
      'zar',
      'translations',
      {},
      'en',
    ]);
  });

  it('loads the translations of the asked locale', async () => {
    const { result } = renderWithQueryClient(() =>
      useQuery(queries.translations({}, { locale: 'en' })),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toContainEqual({ key: 'menu.sports', value: 'Sports' });
  });
});

describe('mutation factories', () => {
  it('has one per call, keyed by name', () => {
    expect(Object.keys(mutations).sort()).toEqual(Object.keys(routes).sort());
    expect(mutations.login().mutationKey).toEqual(['zar', 'mutation', 'login']);
  });

  it('resolves with the whole envelope and rejects with the server message', async () => {
    const { result } = renderWithQueryClient(() => useMutation(mutations.login()));
    const session = await act(() =>
      result.current.mutateAsync({ username: 'demo1', password: 'secret1' }),
    );
    expect(session).toMatchObject({ success: true, data: { username: 'demo1' } });
    server.use(
      http.post(url('auth/login'), () =>
        HttpResponse.json({
          success: false,
          message: 'Kullanıcı adı veya şifre hatalı.',
          data: null,
        }),
      ),
    );
    const failure = await act(() =>
      result.current
        .mutateAsync({ username: 'demo1', password: 'yanlis1' })
        .catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({
      code: 'rejected',
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
  });

  it('takes no variables for calls without input', async () => {
    token = (await client.login({ username: 'demo1', password: 'secret1' })).data.token;
    const { result } = renderWithQueryClient(() => useMutation(mutations.claimTrialBonus()));
    await act(() => result.current.mutateAsync());
    const claim = sent.find((request) => request.url === url('bonus/definetrialbonus'));
    expect(claim?.method).toBe('GET');
  });
});
