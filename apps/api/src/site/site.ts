import { access, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type NotFoundFallback, requestLocale, serverMessage } from '../http';
import { loadFirstScreen, popupsSeen, withFirstScreen } from './first-screen';
import { siteNotBuiltPage } from './not-built-page';
import { readSiteManifest, routePreloads, withRoutePreloads } from './route-preloads';
import {
  hydrateAfterPaintSource,
  renderFirstScreen,
  withHydrationAfterPaint,
  withServerRender,
} from './server-render';

/** Where the built player site is (Vite's `dist`). */
export interface SiteOptions {
  siteDir: string;
}

const hashedAssetsFolder = 'assets';
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built site's files. Vite's hashed `assets/*` are cached for a year; everything else,
 * index.html first, is revalidated on each visit so a new release shows at once. The build writes
 * `.br` and `.gz` files beside the assets, sent as they are when the browser accepts them; other
 * files are compressed per request. The folder may be built after the API starts.
 */
export async function registerSite(app: FastifyInstance, { siteDir }: SiteOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: siteDir,
    suppressWarning: true,
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // `/` is a page like any other (below): index.html with its first-screen data.
    index: false,
    setHeaders: (reply, path) => {
      const inAssets = relative(siteDir, path).startsWith(hashedAssetsFolder + sep);
      reply.header('cache-control', inAssets ? immutable : revalidate);
    },
  });
  app.get('/', siteFallback({ siteDir }));
}

/**
 * The single-page-app fallback: a GET for a path with no file (`/`, or a route such as
 * `/dashboard/account`) gets index.html, so the site's router takes over on reload. The page
 * carries the API answers its first screen needs and preloads its largest image (first-screen.ts)
 * and its page's chunks (route-preloads.ts), so the site renders without another round trip; for
 * a visitor, `#root` holds that first screen rendered by the site's own components
 * (server-render.ts), which the site hydrates. When they cannot be had, plain index.html. A
 * missing hashed asset or image (`/media/*`) stays a 404, and without a built site the answer is a
 * 503 page saying what to run.
 */
export function siteFallback({ siteDir }: SiteOptions): NotFoundFallback {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isFileRequest = path.startsWith(`/${hashedAssetsFolder}/`) || path.startsWith('/media/');
    if (!isPageRequest || isFileRequest) {
      const message = serverMessage('serverHttp:notFound', requestLocale(request.headers));
      return reply.code(404).send({ success: false, message, data: null });
    }
    if (!(await isBuilt(siteDir))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(siteNotBuiltPage);
    }
    const manifest = await readSiteManifest(siteDir);
    const html = withRoutePreloads(
      await readFile(join(siteDir, 'index.html'), 'utf8'),
      manifest ? routePreloads(manifest, path) : { modules: [], styles: [] },
    );
    const firstScreen =
      request.method === 'GET'
        ? await loadFirstScreen(request.server, request).catch((error: unknown) => {
            request.log.error({ err: error }, 'The first-screen data of index.html failed');
            return null;
          })
        : null;
    const rootHtml = firstScreen
      ? await renderFirstScreen(siteDir, request, firstScreen).catch((error: unknown) => {
          request.log.error({ err: error }, 'The server render of the first screen failed');
          return null;
        })
      : null;
    const page = firstScreen ? withFirstScreen(html, firstScreen, popupsSeen(request)) : html;
    return reply
      .code(200)
      .header('cache-control', revalidate)
      .type('text/html; charset=utf-8')
      .send(
        rootHtml
          ? withHydrationAfterPaint(
              withServerRender(page, rootHtml),
              manifest?.[hydrateAfterPaintSource]?.file,
            )
          : page,
      );
  };
}

async function isBuilt(siteDir: string): Promise<boolean> {
  try {
    await access(join(siteDir, 'index.html'));
    return true;
  } catch {
    return false;
  }
}
