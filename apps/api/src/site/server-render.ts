import { hash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  earlyTapScript,
  type FirstScreenData,
  playerCookie,
  serverRenderedAttribute,
  topNotifyReadCookie,
} from '@zar/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { cookieValue, firstScreenJson, popupsSeen } from './first-screen';

/** What the site's server build (apps/site src/entry-server.tsx) exports. */
interface SiteServerRender {
  renderFirstScreen(request: {
    url: string;
    data: FirstScreenData;
    browser: { host: string; seenPopups: readonly string[]; topNotifyRead: boolean };
  }): Promise<string | null>;
}

/** Where the site build puts its server render: a dot folder, which the static files never serve. */
export const serverRenderFile = join('.server', 'entry-server.js');

let loaded: { file: string; modified: number; module: SiteServerRender } | undefined;

/** The site's server render, imported again when the site was rebuilt; null when not built. */
async function loadServerRender(siteDir: string): Promise<SiteServerRender | null> {
  const file = join(siteDir, serverRenderFile);
  const modified = await stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );
  if (modified === null) return null;
  if (loaded?.file !== file || loaded.modified !== modified) {
    const url = `${pathToFileURL(file).href}?v=${modified}`;
    loaded = { file, modified, module: (await import(url)) as SiteServerRender };
  }
  return loaded.module;
}

/** Rendered first screens by page, browser values and data: most visitors get the same HTML. */
const renders = new Map<string, string | null>();
const maxRenders = 64;

/**
 * The HTML of `#root` for a visitor's first screen (the site's own components, rendered here with
 * the data the page carries), or null when the site has no server build, the request comes from a
 * logged-in player's browser (cookie `zar.player`: the player's page would replace it at once) or
 * the page is not rendered on the server (the account area).
 */
export async function renderFirstScreen(
  siteDir: string,
  request: FastifyRequest,
  data: FirstScreenData,
): Promise<string | null> {
  if (cookieValue(request.headers.cookie, playerCookie)) return null;
  const render = await loadServerRender(siteDir);
  if (!render) return null;
  const browser = {
    host: request.hostname,
    seenPopups: popupsSeen(request),
    topNotifyRead: cookieValue(request.headers.cookie, topNotifyReadCookie) === '1',
  };
  const key = hash(
    'sha256',
    [
      request.url,
      browser.host,
      browser.seenPopups.join(','),
      browser.topNotifyRead,
      firstScreenJson(data),
    ].join('\n'),
  );
  const known = renders.get(key);
  if (known !== undefined) {
    // Most recently used last.
    renders.delete(key);
    renders.set(key, known);
    return known;
  }
  const html = await render.renderFirstScreen({ url: request.url, data, browser });
  renders.set(key, html);
  if (renders.size > maxRenders) renders.delete(renders.keys().next().value as string);
  return html;
}

/** index.html's splash, between these markers, is what the server's render replaces. */
const splashStart = '<div id="root"><!--zar-splash-->';
const splashEnd = '<!--/zar-splash--></div>';

/** index.html with `rootHtml` in `#root` instead of the splash; unchanged without the markers. */
export function withServerRender(html: string, rootHtml: string): string {
  const start = html.indexOf(splashStart);
  const end = html.indexOf(splashEnd, start);
  if (start === -1 || end === -1) return html;
  return `${html.slice(0, start)}<div id="root" ${serverRenderedAttribute}="server">${rootHtml}</div>${html.slice(end + splashEnd.length)}`;
}

/** The site build's script that starts a server-rendered page (apps/site src/hydrate-after-paint.ts). */
export const hydrateAfterPaintSource = 'src/hydrate-after-paint.ts';

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page starts the site with `bootFile` (hydrate-after-paint) instead of its
 * entry: the entry's `<script>` and every module preload leave `<head>` and become that script's
 * `data-entry` and `data-preload`, fetched once the largest images have painted, or at once on
 * the first tap or key: the inline early-tap script before it listens from the first paint and
 * keeps a button's click for the site to replay (issue 26: no dead clicks). The stylesheets stay.
 * Unchanged when there is no such script in the build or no entry script in the page.
 */
export function withHydrationAfterPaint(html: string, bootFile: string | undefined): string {
  const entry = bootFile ? entryScript.exec(html) : null;
  if (!bootFile || !entry) return html;
  const preloads: string[] = [];
  const page = html.replace(modulePreload, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return page.replace(
    entryScript,
    `<script>${earlyTapScript}</script><script type="module" crossorigin src="/${bootFile}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`,
  );
}
