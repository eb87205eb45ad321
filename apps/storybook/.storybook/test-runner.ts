// The test-runner's hooks. After each story has rendered and run its play function (and its axe
// check), the visual check screenshots it and compares the picture with its baseline in
// visual-baselines/: every story at 1440 and 375 px in the theme it opens in, and each file's first
// story (the component's main one) also at 375 px in the other built-in themes. One story load
// serves every picture: the viewport and `data-theme` change in place.
//
// Clocks and countdowns (`role="timer"`) are painted one flat colour in every picture, decorative
// canvases (confetti, `aria-hidden`) are left out, and a story adds its own parts that change by
// themselves with `parameters: { visual: { mask: ['.clock'] } }` (painted) or `hide: [...]` (left
// out).
//
// VISUAL=update writes every picture as its new baseline (`pnpm visual:update`), VISUAL=off skips
// the check. A missing baseline fails (a new story needs its baseline committed); a changed pixel
// fails and leaves the actual picture, the baseline and a diff in reports/visual/.

import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

// The test-runner runs from the app's folder (it reads .storybook/ from there).
const appRoot = process.cwd();
const baselineDir = join(appRoot, 'visual-baselines');
const reportDir = join(appRoot, '../../reports/visual');
const mode = process.env.VISUAL ?? 'check';

/** Per-pixel colour distance (0–1) that counts as a change; anti-aliased pixels are ignored. */
const pixelThreshold = 0.1;
/** Changed pixels a picture may have and still pass. */
const allowedChangedPixels = 0;

const widths = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };
/** The built-in themes other than the default, for each component's main story. */
const otherThemes = ['lale', 'inci'];

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
}

let mainStoryIds: Set<string> | undefined;

/**
 * The first story of each stories file, in index order (the order of the file's exports), from the
 * static build the runner tests (read from disk: stories may stub the page's fetch).
 */
function isMainStory(id: string): boolean {
  if (!mainStoryIds) {
    const index = JSON.parse(readFileSync(join(appRoot, 'storybook-static/index.json'), 'utf8'));
    const firstByFile = new Map<string, string>();
    for (const entry of Object.values(index.entries as Record<string, IndexEntry>)) {
      if (entry.type === 'story' && !firstByFile.has(entry.importPath)) {
        firstByFile.set(entry.importPath, entry.id);
      }
    }
    mainStoryIds = new Set(firstByFile.values());
  }
  return mainStoryIds.has(id);
}

/** Waits for web fonts, images and two frames, so layout and paint have settled. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would load or not depending on timing: load them all.
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    const pending = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
      ),
      new Promise((done) => setTimeout(done, 3000)),
    ]);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * The story's box in page coordinates: the story root, joined with anything it put outside it
 * (dialogs in the top layer, portals such as toasts and menus), within the document's width.
 */
async function storyBox(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    const outside = [...document.body.children].filter(
      (element) =>
        element !== root &&
        !['storybook-docs', 'storybook-highlights-root'].includes(element.id) &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName) &&
        !element.classList.contains('sb-wrapper'),
    );
    const boxes = [root, ...outside, ...document.querySelectorAll('dialog[open], :popover-open')]
      .filter((element): element is Element => element !== null)
      .flatMap((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') return [];
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 ? [rect] : [];
      });
    const pageWidth = document.documentElement.clientWidth;
    const pageHeight = Math.max(document.documentElement.scrollHeight, window.innerHeight);
    if (boxes.length === 0) return { x: 0, y: 0, width: pageWidth, height: window.innerHeight };
    const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left + scrollX))));
    const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top + scrollY))));
    const right = Math.min(pageWidth, Math.ceil(Math.max(...boxes.map((b) => b.right + scrollX))));
    const bottom = Math.min(
      pageHeight,
      Math.ceil(Math.max(...boxes.map((b) => b.bottom + scrollY))),
    );
    return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  });
}

function writeReport(name: string, actual: Buffer, expected: Buffer, diff?: PNG) {
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${name}.actual.png`), actual);
  writeFileSync(join(reportDir, `${name}.expected.png`), expected);
  if (diff) writeFileSync(join(reportDir, `${name}.diff.png`), PNG.sync.write(diff));
}

/** Compares one picture with its baseline; returns what is wrong, or nothing. */
function compare(name: string, actual: Buffer): string | undefined {
  const baseline = join(baselineDir, `${name}.png`);
  if (mode !== 'update' && !existsSync(baseline)) {
    return `${name}: no baseline. Run \`pnpm --filter @zar/storybook visual:update\` and commit visual-baselines/.`;
  }
  if (mode === 'update') {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baseline, actual);
    return undefined;
  }
  const expected = readFileSync(baseline);
  if (expected.equals(actual)) return undefined;
  const before = PNG.sync.read(expected);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) {
    writeReport(name, actual, expected);
    return `${name}: ${after.width}×${after.height} px, its baseline is ${before.width}×${before.height} (reports/visual/${name}.actual.png).`;
  }
  const diff = new PNG({ width: after.width, height: after.height });
  const changed = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
    threshold: pixelThreshold,
  });
  if (changed <= allowedChangedPixels) return undefined;
  writeReport(name, actual, expected, diff);
  return `${name}: ${changed} pixels changed (reports/visual/${name}.diff.png).`;
}

/** The story's `parameters.visual`. */
interface VisualParameters {
  /** CSS selectors of parts that change by themselves (clocks, countdowns): masked in pictures. */
  mask?: string[];
  /** CSS selectors of decoration that moves at random (confetti): left out of pictures. */
  hide?: string[];
}

async function shoot(page: Page, name: string, visual: VisualParameters, problems: string[]) {
  await settle(page);
  const clip = await storyBox(page);
  const picture = await page.screenshot({
    clip,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: ['[role="timer"]', ...(visual.mask ?? [])].map((selector) => page.locator(selector)),
    style: ['canvas[aria-hidden="true"]', ...(visual.hide ?? [])]
      .map((selector) => `${selector} { visibility: hidden; }`)
      .join('\n'),
    maskColor: '#ff00ff',
  });
  const problem = compare(name, picture);
  if (problem) problems.push(problem);
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    if (mode === 'off') return;
    const started = Date.now();
    const { parameters } = await getStoryContext(page, context);
    const visual = (parameters.visual ?? {}) as VisualParameters;
    const initialSize = page.viewportSize();
    const problems: string[] = [];
    try {
      await page.setViewportSize(widths.desktop);
      await shoot(page, `${context.id}.1440`, visual, problems);
      await page.setViewportSize(widths.phone);
      await shoot(page, `${context.id}.375`, visual, problems);
      if (isMainStory(context.id)) {
        const storyTheme = await page.evaluate(() => document.documentElement.dataset.theme);
        for (const theme of otherThemes.filter((name) => name !== storyTheme)) {
          await page.evaluate((name) => {
            document.documentElement.dataset.theme = name;
          }, theme);
          await shoot(page, `${context.id}.${theme}-375`, visual, problems);
        }
        await page.evaluate((name) => {
          if (name) document.documentElement.dataset.theme = name;
        }, storyTheme);
      }
    } finally {
      if (initialSize) await page.setViewportSize(initialSize);
    }
    // VISUAL_TIMINGS=<file>: one line per story with the milliseconds the visual check took.
    if (process.env.VISUAL_TIMINGS) {
      appendFileSync(process.env.VISUAL_TIMINGS, `${context.id}\t${Date.now() - started}\n`);
    }
    if (problems.length > 0) {
      throw new Error(`Visual check failed:\n${problems.join('\n')}`);
    }
  },
};

export default config;
