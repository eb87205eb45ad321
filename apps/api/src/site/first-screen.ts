import { createApiClient } from '@zar/api-client';
import {
  type FirstScreenData,
  firstScreenElementId,
  type ImageRef,
  languageCookie,
  popupContentHash,
  popupSeenCookie,
} from '@zar/api-client/contract';
import { createApiQueries } from '@zar/api-client/react';
import { loadFirstScreenData } from '@zar/site/first-screen';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, type Locale, locales, requestLocale } from '../http';

export type { FirstScreenData } from '@zar/api-client/contract';
export { firstScreenElementId } from '@zar/api-client/contract';

/** The language of a page request: the player's saved choice (cookie), else the `locale` header's. */
export function pageLocale(request: FastifyRequest): Locale {
  const saved = cookieValue(request.headers.cookie, languageCookie);
  return locales.find((locale) => locale === saved) ?? requestLocale(request.headers);
}

/** The hashes of the popups this browser has shown (cookie `zar.popupSeen`, set by the site). */
export function popupsSeen(request: FastifyRequest): string[] {
  const value = cookieValue(request.headers.cookie, popupSeenCookie);
  return value ? value.split(',').filter((hash) => /^[0-9a-f]{8}$/.test(hash)) : [];
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * A fetch that asks this app in-process (`inject`) instead of over the network, with the page
 * request's host (the brand is chosen by host).
 */
function injectFetch(app: FastifyInstance, host: string | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, ...(host ? { host } : {}) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body || null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The API answers the first screen of the requested page needs at once, asked of the app itself
 * through the site's own query factories (`@zar/site/first-screen`), so they are exactly the
 * queries the site would make, under the keys it reads. Null when even the bootstrap failed.
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstScreenData | null> {
  const locale = pageLocale(request);
  const client = createApiClient({
    baseUrl: 'http://first-screen.internal/api/',
    getLocale: () => locale,
    fetch: injectFetch(app, request.headers.host),
  });
  return loadFirstScreenData(createApiQueries(client), request.url, locale);
}

/** The image the first screen shows largest (the LCP element), to preload with the page. */
interface ImagePreload {
  href: string;
  /** The viewport widths it is for (a `<picture>` source), or none. */
  media?: string;
}

/** Breakpoints of the site's `<picture>` (ui pictureBreakpoints: medium 992, large 1200 px). */
const medium = 992;
const large = 1200;

/**
 * The files of a server `<picture>` (0 default, 1 large from 1200 px, 2 medium from 992 px), each
 * with the viewport widths it is shown at.
 */
function pictureImages(images: readonly ImageRef[]): ImagePreload[] {
  const [fallback, largeImage, mediumImage] = images;
  if (!fallback) return [];
  const defaultUpTo = mediumImage ? medium : largeImage ? large : undefined;
  const preloads: ImagePreload[] = [
    {
      href: fallback.url,
      media: defaultUpTo ? `(max-width: ${defaultUpTo - 0.02}px)` : undefined,
    },
  ];
  if (mediumImage) {
    preloads.push({
      href: mediumImage.url,
      media: largeImage
        ? `(min-width: ${medium}px) and (max-width: ${large - 0.02}px)`
        : `(min-width: ${medium}px)`,
    });
  }
  if (largeImage) preloads.push({ href: largeImage.url, media: `(min-width: ${large}px)` });
  return preloads;
}

/**
 * The images of the largest elements of the first screen: on the home page the popup's (when this
 * browser has not seen it, `seenPopups`: it opens over the page with the first render) and the
 * first banner's, each `<picture>` file for its viewport widths; in a lobby the first game of the
 * first row; on /promotions the first promotion's.
 */
export function firstScreenImages(
  data: FirstScreenData,
  seenPopups: readonly string[] = [],
): ImagePreload[] {
  for (const entry of data.entries) {
    if (entry.call === 'sliderList') {
      const bootstrap = data.entries.find((other) => other.call === 'bootstrap')?.data;
      const popup = bootstrap?.popup;
      const popupShows = popup && !seenPopups.includes(popupContentHash(popup));
      return [
        ...(popupShows ? pictureImages(popup.images) : []),
        ...pictureImages(entry.data[0]?.images ?? []),
      ];
    }
    if (entry.call === 'casinoGames' || entry.call === 'promotions') {
      const first = entry.data[0];
      return first ? [{ href: first.imageUrl }] : [];
    }
  }
  return [];
}

/**
 * JSON that is safe as the text of a `<script type="application/json">`: no `<` (so no
 * `</script>` or `<!--` can end or change the element) and no U+2028/U+2029 line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const serialised = new WeakMap<FirstScreenData, string>();

/**
 * `data` as the page's data block writes it (jsonForScript), made once per page served: the server
 * render's cache key is the same text.
 */
export function firstScreenJson(data: FirstScreenData): string {
  let json = serialised.get(data);
  if (json === undefined) {
    json = jsonForScript(data);
    serialised.set(data, json);
  }
  return json;
}

/**
 * index.html with the first screen's data block and the preloads of its largest images at the end
 * of `<head>`, and `<html lang>` in the data's language. The block is data, never executed: it
 * needs no script permission in a Content-Security-Policy. Unchanged when there is no `</head>`.
 */
export function withFirstScreen(
  html: string,
  data: FirstScreenData,
  seenPopups: readonly string[] = [],
): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const preloads = firstScreenImages(data, seenPopups).map(
    ({ href, media }) =>
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ''} fetchpriority="high">`,
  );
  const block = `<script type="application/json" id="${firstScreenElementId}">${firstScreenJson(data)}</script>`;
  const head = [...preloads, block].join('\n    ');
  return `${html.slice(0, headEnd)}  ${head}\n  ${html.slice(headEnd)}`.replace(
    /<html([^>]*?) lang="[^"]*"/,
    `<html$1 lang="${data.locale}"`,
  );
}
