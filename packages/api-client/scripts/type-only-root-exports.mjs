// The root entry re-exports the contract's names as types only (`export type * from
// './contract'`), but the bundled declarations (rollup-plugin-dts) lose that: they would declare
// `accountDetails`, a zod schema the root's JavaScript does not have, as a value. After tsup,
// every name dist/index.d.ts exports that dist/index.js does not is marked `type`, so a consumer
// who imports a schema from the root is told to take it from `@zar/api-client/contract`.
import { readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const js = readFileSync(new URL('index.js', dist), 'utf8');
const runtime = new Set();
for (const [, list] of js.matchAll(/^export \{([^}]*)\};?$/gm)) {
  for (const spec of list.split(',')) {
    const name = spec
      .trim()
      .split(/\s+as\s+/)
      .pop();
    if (name) runtime.add(name);
  }
}
if (!runtime.has('createApiClient')) throw new Error('dist/index.js exports no createApiClient');

const file = new URL('index.d.ts', dist);
let marked = 0;
const dts = readFileSync(file, 'utf8').replace(/export \{([^}]*)\}/g, (_, list) => {
  const specs = list.split(',').map((spec) => {
    const trimmed = spec.trim();
    if (!trimmed || trimmed.startsWith('type ')) return trimmed;
    const name = trimmed.split(/\s+as\s+/).pop();
    if (runtime.has(name)) return trimmed;
    marked += 1;
    return `type ${trimmed}`;
  });
  return `export { ${specs.filter(Boolean).join(', ')} }`;
});
writeFileSync(file, dts);
console.log(`dist/index.d.ts: ${marked} contract names exported as types only`);
