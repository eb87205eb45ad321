import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every component folder is its own entry, built flat as `dist/<name>/index.js` whatever its layer
// (primitives, patterns, features), so the `./*` subpath export (`@zar/ui/button`) stays the same
// as before the layers; the shared folders (strings, theme, format, testing) sit at the top of src.
const layers = ['primitives', 'patterns', 'features'];
const entry: Record<string, string> = { index: 'src/index.ts' };
for (const folder of readdirSync('src', { withFileTypes: true })) {
  if (!folder.isDirectory()) continue;
  if (layers.includes(folder.name)) {
    for (const component of readdirSync(`src/${folder.name}`)) {
      const file = `src/${folder.name}/${component}/index.ts`;
      if (existsSync(file)) entry[`${component}/index`] = file;
    }
  } else if (existsSync(`src/${folder.name}/index.ts`)) {
    entry[`${folder.name}/index`] = `src/${folder.name}/index.ts`;
  }
}

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  external: ['react', 'react-dom'],
  // Then every entry gets "use client" (scripts/use-client.mjs says why not a banner).
  onSuccess: 'node scripts/copy-styles.mjs && node scripts/use-client.mjs',
});
