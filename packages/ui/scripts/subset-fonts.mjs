#!/usr/bin/env node
// Cuts the Turkish letters that are not in the latin subset (ğ Ğ ş Ş İ), and the lira sign ₺, out of the latin-ext files
// of the two font families, into src/styles/fonts/*-turkish-wght-normal.woff2 (a few KB each).
// fonts.css declares them after latin-ext, so a Turkish page downloads them instead of the whole
// latin-ext files (Inter 85 KB, Montserrat 71 KB); latin-ext still covers rarer letters (issue 10).
// Rerun after a @fontsource-variable update: pnpm --filter @zar/ui subset-fonts
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The letters of Turkish outside the latin subset's unicode-range (ı, ç, ö, ü are in it), and the
 * Turkish lira sign (U+20BA) every amount on the site is written with.
 */
export const turkishLetters = 'ğĞşŞİ₺';

const require = createRequire(import.meta.url);
const families = ['inter', 'montserrat'];

for (const family of families) {
  const source = require.resolve(
    `@fontsource-variable/${family}/files/${family}-latin-ext-wght-normal.woff2`,
  );
  const subset = await subsetFont(await readFile(source), turkishLetters, {
    targetFormat: 'woff2',
  });
  const target = fileURLToPath(
    new URL(`../src/styles/fonts/${family}-turkish-wght-normal.woff2`, import.meta.url),
  );
  await writeFile(target, subset);
  console.log(`${family}: ${subset.length} B (${turkishLetters}) → ${target}`);
}
