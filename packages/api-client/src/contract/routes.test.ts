import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Endpoint } from './endpoint';
import { endpointEntries } from './endpoints';
import { routes } from './routes.gen';

const routesFile = join(import.meta.dirname, 'routes.gen.ts');

/** A number as TypeScript source (`Number.POSITIVE_INFINITY` for Infinity). */
function numberSource(value: number): string {
  return Number.isFinite(value) ? String(value) : 'Number.POSITIVE_INFINITY';
}

/** The defaults a read's request schema gives its top-level fields (the keys of its queries use them). */
function requestDefaults(endpoint: Endpoint): Record<string, unknown> | undefined {
  if (endpoint.effect !== 'read' || !(endpoint.request instanceof z.ZodObject)) return undefined;
  const defaults = Object.entries(endpoint.request.shape).flatMap(([key, field]) =>
    field instanceof z.ZodDefault ? [[key, field.def.defaultValue] as const] : [],
  );
  return defaults.length > 0 ? Object.fromEntries(defaults) : undefined;
}

/** routes.gen.ts as generated from `endpoints`: each entry without its schemas. */
function renderRoutes(): string {
  const lines = endpointEntries().map(([name, endpoint]) => {
    const fields = [
      `method: '${endpoint.method}'`,
      `path: '${endpoint.path}'`,
      `auth: ${endpoint.auth}`,
      `effect: '${endpoint.effect}'`,
    ];
    const cache = Object.entries(endpoint.cache ?? {}).map(
      ([key, value]) => `${key}: ${numberSource(value as number)}`,
    );
    if (cache.length > 0) fields.push(`cache: { ${cache.join(', ')} }`);
    const defaults = requestDefaults(endpoint);
    if (defaults) fields.push(`defaults: ${JSON.stringify(defaults).replaceAll('"', "'")}`);
    return `  ${name}: { ${fields.join(', ')} },`;
  });
  return `// Generated from endpoints.ts by routes.test.ts: do not edit. After changing an endpoint, run
// \`pnpm --filter @zar/api-client routes\` (the test fails while this file is stale).
import type { Route } from './route';
import type { EndpointName, Endpoints } from './endpoints';

/**
 * Every call of \`endpoints\` by name, without zod: the client makes its calls from this table and
 * the react-query factories and keys come from it, so a site that does not check answers against
 * the schemas ships no zod (issue #10).
 */
export const routes = {
${lines.join('\n')}
} as const satisfies {
  [K in EndpointName]: Route<Endpoints[K]['method'], Endpoints[K]['effect']>;
};
`;
}

describe('routes', () => {
  it('is generated from endpoints (run `pnpm --filter @zar/api-client routes` when it is stale)', () => {
    const generated = renderRoutes();
    if (process.env.WRITE_ROUTES === '1') writeFileSync(routesFile, generated);
    expect(readFileSync(routesFile, 'utf8')).toBe(generated);
  });

  it('names every endpoint with its method, path, session, effect, cache and the defaults of a read, and nothing else', () => {
    const expected = Object.fromEntries(
      endpointEntries().map(([name, endpoint]) => {
        const { method, path, auth, effect, cache } = endpoint;
        const defaults = requestDefaults(endpoint);
        return [
          name,
          {
            method,
            path,
            auth,
            effect,
            ...(cache ? { cache } : {}),
            ...(defaults ? { defaults } : {}),
          },
        ];
      }),
    );
    expect(routes).toEqual(expected);
  });
});
