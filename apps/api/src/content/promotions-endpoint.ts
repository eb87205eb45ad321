import { promotions } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import type { MediaLibrary } from '../media';
import { inLocale } from './localised';

/** GET /api/cms/promotions: the active promotions in display order, in the request's language. */
export function registerPromotions(
  app: FastifyInstance,
  { database, media }: { database: DatabaseHandle; media: MediaLibrary },
): void {
  registerEndpoint(app, promotions, async (_input, { locale }) => {
    const rows = await database.db
      .selectFrom('promotion')
      .selectAll()
      .where('active', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      success: true,
      message: null,
      data: rows.map((row) => ({
        id: row.id,
        title: inLocale(row, 'title', locale) ?? '',
        summary: inLocale(row, 'summary', locale) ?? '',
        imageUrl: media.versioned(row.image_url),
        html: inLocale(row, 'html', locale) ?? '',
      })),
    };
  });
}
