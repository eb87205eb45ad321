// Starts each entry of the build (dist/index.js and dist/<component>/index.js) with
// "use client", so React Server Components frameworks treat every component as a client one.
// Only entries: a module that a "use client" module imports is client code already, so the shared
// chunks need no directive, and a Vite consumer hears one MODULE_LEVEL_DIRECTIVE warning per
// entry it imports instead of one per chunk. (esbuild drops the sources' own directives when it
// bundles, and tsup's banner would mark every chunk too.) The sourcemap gains the empty line.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const directive = '"use client";\n';
const entries = ['index.js'];
for (const item of await readdir(dist, { withFileTypes: true })) {
  if (item.isDirectory() && item.name !== 'assets') entries.push(join(item.name, 'index.js'));
}
let marked = 0;
for (const entry of entries) {
  const file = join(dist, entry);
  const code = await readFile(file, 'utf8').catch(() => null);
  if (code === null || code.startsWith(directive)) continue;
  await writeFile(file, directive + code);
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  map.mappings = `;${map.mappings}`;
  await writeFile(`${file}.map`, JSON.stringify(map));
  marked += 1;
}
console.log(`"use client" added to ${marked} entries`);
