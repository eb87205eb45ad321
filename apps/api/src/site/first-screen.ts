import {
  type BannerItem,
  type Bootstrap,
  type ContentCategory,
  type FirstScreenData,
  type FirstScreenEntry,
  firstScreenElementId,
  type Game,
  type ImageRef,
  languageCookie,
  popupContentHash,
  popupSeenCookie,
  type Translation,
} from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, type Locale, locales, requestLocale } from '../http';

export type { FirstScreenData } from '@zar/api-client/contract';
export { firstScreenElementId } from '@zar/api-client/contract';

/** The home carousel's slider slug (apps/site homeSliderSlug). */
const homeSliderSlug = 'home';
/** The casino lobbies whose first category rows are on the first screen (not live: a grid). */
const rowLobbies = new Set(['slot', 'games', 'virtual', 'bingo', 'tvbets']);
/** Rows of a lobby that fit on a phone's first screen, and the games a row loads (rowGameCount). */
const firstScreenRows = 2;
const rowGameCount = 20;

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
 * The API answers the first screen of `path` needs at once — on every page the bootstrap data,
 * the server's UI strings and the footer's content categories; the home banners on `/`; a casino
 * lobby's first category rows — asked of the app itself (`inject`), so they are exactly what the
 * site would fetch. A call that fails is left out (the
 * site then fetches it as before); null when even the bootstrap failed.
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstScreenData | null> {
  const locale = pageLocale(request);
  const ask = async <T>(method: 'GET' | 'POST', apiPath: string, body?: object) => {
    const response = await app.inject({
      method,
      url: `/api/${apiPath}`,
      headers: { locale, ...(request.headers.host ? { host: request.headers.host } : {}) },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode !== 200) return undefined;
    const answer = response.json() as { success?: boolean; data?: T };
    return answer.success ? answer.data : undefined;
  };

  const [bootstrap, translations, categories] = await Promise.all([
    ask<Bootstrap>('GET', 'cms/grouped'),
    ask<Translation[]>('GET', 'cms/translationlist'),
    ask<ContentCategory[]>('GET', 'cms/categorylist'),
  ]);
  if (!bootstrap) return null;
  const entries: FirstScreenEntry[] = [{ call: 'bootstrap', input: {}, data: bootstrap }];
  if (translations) entries.push({ call: 'translations', input: { locale }, data: translations });
  if (categories) entries.push({ call: 'categoryList', input: {}, data: categories });
  const [path = '/', query] = request.url.split('?', 2);
  const lobby = /^\/casino\/([a-z]+)\/?$/.exec(path)?.[1];

  if (path === '/') {
    const input = { slug: homeSliderSlug };
    const slides = await ask<BannerItem[]>('POST', 'cms/sliderlist', input);
    if (slides) entries.push({ call: 'sliderList', input, data: slides });
  } else if (lobby && rowLobbies.has(lobby) && !query) {
    const rows = bootstrap.casinoCategoryList
      .filter((category) => category.slugList.includes(`casino/${lobby}`))
      .slice(0, firstScreenRows);
    const answers = await Promise.all(
      rows.map(async (category) => {
        const input = { systemCategory: category.id, skip: 0, take: rowGameCount };
        const games = await ask<Game[]>('POST', 'casino/games', input);
        return games ? ({ call: 'casinoGames', input, data: games } as const) : undefined;
      }),
    );
    for (const answer of answers) if (answer) entries.push(answer);
  }
  return { locale, entries };
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
 * first row.
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
    if (entry.call === 'casinoGames') {
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
