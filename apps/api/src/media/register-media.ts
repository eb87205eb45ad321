import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type MediaLibrary, mediaPrefix } from './media-library';

const immutable = 'public, max-age=31536000, immutable';
const revalidateDaily = 'public, max-age=86400, must-revalidate';

/**
 * Serves the shipped images at `/media/*`. A URL carrying the file's current content version
 * (`?v=`, as the API hands them out) is cached for a year; any other for a day, revalidated by
 * ETag. SVGs get a content security policy so a file opened on its own cannot run anything.
 */
export async function registerMedia(
  app: FastifyInstance,
  { media }: { media: MediaLibrary },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) return payload;
      const url = new URL(request.url, 'http://media.local');
      const path = decodeURIComponent(url.pathname.slice(mediaPrefix.length));
      const current = media.versionOf(path);
      const fresh = current !== undefined && url.searchParams.get('v') === current;
      reply.header('cache-control', fresh ? immutable : revalidateDaily);
      reply.header('x-content-type-options', 'nosniff');
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      );
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: media.folder,
      prefix: mediaPrefix,
      decorateReply: false,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      wildcard: true,
    });
  });
}
