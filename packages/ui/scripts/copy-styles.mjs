// Builds dist/styles.css from src/styles/index.css (and dist/components.css, dist/fonts.css, its two
// halves): follows every @import into one file and copies each url() asset (the font files) into
// dist/assets, so `@zar/ui/styles.css` from dist needs no bundler and no @fontsource packages at
// run time. Source mode (`@zar/source`) reads the CSS as is.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Each stylesheet of the package: dist file ← source entry. */
const entries = {
  'styles.css': 'src/styles/index.css',
  'components.css': 'src/styles/components.css',
  'fonts.css': 'src/styles/fonts.css',
};
const outDir = join(packageRoot, 'dist');
const assetsDir = join(outDir, 'assets');
const requireFromPackage = createRequire(join(packageRoot, 'package.json'));

const importPattern = /@import\s+(?:url\()?\s*['"]([^'"]+)['"]\s*\)?\s*;/g;
const urlPattern = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.') || isAbsolute(specifier)) {
    return resolve(dirname(fromFile), specifier);
  }
  return requireFromPackage.resolve(specifier);
}

const copiedAssets = new Map();

async function copyAsset(file) {
  const existing = copiedAssets.get(file);
  if (existing) return existing;
  const name = basename(file);
  await copyFile(file, join(assetsDir, name));
  const url = `./assets/${name}`;
  copiedAssets.set(file, url);
  return url;
}

async function rewriteUrls(css, fromFile) {
  let result = css;
  for (const [statement, , specifier] of css.matchAll(urlPattern)) {
    if (/^(data:|https?:|#)/.test(specifier)) continue;
    const url = await copyAsset(resolveSpecifier(specifier, fromFile));
    result = result.replace(statement, `url('${url}')`);
  }
  return result;
}

async function inline(file, seen) {
  if (seen.has(file)) return '';
  seen.add(file);
  const css = await readFile(file, 'utf8');
  const parts = [];
  let cursor = 0;
  for (const match of css.matchAll(importPattern)) {
    parts.push(await rewriteUrls(css.slice(cursor, match.index), file));
    const imported = resolveSpecifier(match[1], file);
    parts.push(`/* ${relative(packageRoot, imported)} */\n${await inline(imported, seen)}`);
    cursor = match.index + match[0].length;
  }
  parts.push(await rewriteUrls(css.slice(cursor), file));
  return parts.join('');
}

await mkdir(assetsDir, { recursive: true });
for (const [file, source] of Object.entries(entries)) {
  const css = await inline(join(packageRoot, source), new Set());
  await writeFile(join(outDir, file), css);
}
console.log(`${Object.keys(entries).join(', ')} written with ${copiedAssets.size} assets`);
