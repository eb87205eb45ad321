// The web fonts' swap (issue 26 point 5, layout shifts): a server-rendered page paints its text in
// the metric-matched fallback faces (@zar/ui font-fallbacks.css) and swaps to Inter once the fonts
// have loaded; a block of text whose line count differs between the two moves everything under it.
// This counts, on the production build (apps/api/dist, built site), the text blocks of the public
// pages that would re-wrap at the swap, in Turkish and English at four widths, and the width of
// the pages' text in the fallback over Inter's. `--size-adjust=106.6` also counts for a fallback
// face with that size-adjust (ascent and descent scaled to keep Inter's line box), to try a value.
//
//   pnpm turbo run build --filter=@zar/api --filter=@zar/site && node bench/font-swap.mjs
import { chromium } from 'playwright-core';
import { startApi } from './api-servers.mjs';
import { chromiumFlags } from './chromium-flags.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const candidate = option('size-adjust') ? Number(option('size-adjust')) : null;
if (candidate !== null && !(candidate > 50 && candidate < 200)) {
  throw new Error('--size-adjust is a percentage, e.g. --size-adjust=106.6');
}

const pages = ['/', '/casino/slot', '/promotions', '/pages/1', '/pages/2', '/pages/3', '/pages/4'];
const widths = [375, 412, 768, 1440];
const languages = ['tr', 'en'];
/** Inter's hhea ascender and descender over its units per em. */
const interAscent = 0.96875;
const interDescent = 0.24143;

const faces = ['"Inter Fallback"'];
let candidateFace = '';
if (candidate !== null) {
  const scale = candidate / 100;
  candidateFace = `@font-face { font-family: "Bench Candidate"; src: local("Arial"), local("Liberation Sans"), local("Arimo"); size-adjust: ${candidate}%; ascent-override: ${((interAscent / scale) * 100).toFixed(2)}%; descent-override: ${((interDescent / scale) * 100).toFixed(2)}%; line-gap-override: 0%; }`;
  faces.push('"Bench Candidate"');
}

const api = await startApi({ database: null, environment: 'production' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  const rows = [];
  for (const language of languages) {
    const totals = {
      blocks: 0,
      rewrapped: faces.map(() => 0),
      fallback: faces.map(() => 0),
      inter: 0,
    };
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'zar.language', value: language, url: api.url }]);
      await context.addInitScript((saved) => localStorage.setItem('zar.language', saved), language);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(api.url + path, { waitUntil: 'networkidle' });
        if (candidateFace) await page.addStyleTag({ content: candidateFace });
        const found = await page.evaluate(async (families) => {
          for (const family of families) await document.fonts.load(`16px ${family}`);
          await document.fonts.ready;
          const blocks = [
            ...document.querySelectorAll('main p, main li, main h2, main h3, main dd, main td'),
          ].filter(
            (block) =>
              block.getBoundingClientRect().height > 0 &&
              (block.textContent ?? '').trim().length > 20 &&
              getComputedStyle(block).fontFamily.startsWith('"Inter Variable"'),
          );
          const heightIn = (block, family) => {
            block.style.fontFamily = family;
            const height = block.getBoundingClientRect().height;
            block.style.fontFamily = '';
            return height;
          };
          const canvas = document.createElement('canvas').getContext('2d');
          const text = blocks.map((block) => block.textContent).join(' ');
          const widthIn = (family) => {
            canvas.font = `16px ${family}`;
            return canvas.measureText(text).width;
          };
          return {
            blocks: blocks.length,
            rewrapped: families.map(
              (family) =>
                blocks.filter(
                  (block) =>
                    Math.abs(heightIn(block, family) - heightIn(block, '"Inter Variable"')) > 1,
                ).length,
            ),
            fallback: families.map(widthIn),
            inter: widthIn('"Inter Variable"'),
          };
        }, faces);
        totals.blocks += found.blocks;
        found.rewrapped.forEach((count, index) => {
          totals.rewrapped[index] += count;
        });
        found.fallback.forEach((value, index) => {
          totals.fallback[index] += value;
        });
        totals.inter += found.inter;
      }
      await context.close();
    }
    faces.forEach((face, index) => {
      rows.push(
        `| ${language} | ${face === '"Inter Fallback"' ? 'Inter Fallback (built)' : `size-adjust ${candidate}%`} | ${totals.blocks} | ${totals.rewrapped[index]} | ${(totals.fallback[index] / totals.inter).toFixed(4)} |`,
      );
    });
  }
  console.log(`Pages ${pages.join(', ')} at ${widths.join(', ')} px`);
  console.log(
    '| Language | Fallback face | Text blocks | Re-wrapped at the swap | Width over Inter |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await api.stop();
}
