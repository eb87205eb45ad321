import { describe, expect, it } from 'vitest';
import { endpointEntries } from './endpoints';
import { routes } from './routes';

describe('routes', () => {
  it('name every endpoint with its method, path and auth flag, and nothing else', () => {
    const expected = Object.fromEntries(
      endpointEntries().map(([name, { method, path, auth }]) => [name, { method, path, auth }]),
    );
    expect(routes).toEqual(expected);
  });
});
