import { sliderList } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import type { MediaLibrary } from '../media';
import { inLocale } from './localised';

/**
 * POST /api/cms/sliderlist: the active slides of the carousel named `slug` (an unknown slug has
 * none), images in SPEC order (default, ≥1200 px, ≥992 px), headline in the request's language.
 */
export function registerBanners(
  app: FastifyInstance,
  { database, media }: { database: DatabaseHandle; media: MediaLibrary },
): void {
  registerEndpoint(app, sliderList, async ({ slug }, { locale }) => {
    const slides = await database.db
      .selectFrom('slider_banner')
      .selectAll()
      .where('slug', '=', slug)
      .where('active', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      success: true,
      message: null,
      data: slides.map((slide) => ({
        url: slide.url,
        target: slide.target,
        images: [slide.image_default, slide.image_large, slide.image_medium].map((url) => ({
          url: media.versioned(url),
        })),
        title: inLocale(slide, 'title', locale),
        subtitle: inLocale(slide, 'subtitle', locale),
      })),
    };
  });
}
