import { categoryList, contentDetail, contentList } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { ApiError, registerEndpoint } from '../http';
import { inLocale } from './localised';

/**
 * The static pages: GET cms/categorylist (categories with their published page titles),
 * POST cms/contentlist (the published pages of one category, with HTML) and POST cms/content
 * (one published page). Drafts (`status` false) are never served; an unknown category is an
 * empty list, an unknown page a 404.
 */
export function registerPages(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  const { db } = database;
  const publishedPages = () =>
    db
      .selectFrom('content_item')
      .selectAll()
      .where('status', '=', true)
      .orderBy('sort')
      .orderBy('id');

  registerEndpoint(app, categoryList, async (_input, { locale }) => {
    const [categories, pages] = await Promise.all([
      db.selectFrom('content_category').selectAll().orderBy('sort').orderBy('id').execute(),
      publishedPages().execute(),
    ]);
    return {
      success: true,
      message: null,
      data: categories.map((category) => ({
        id: category.id,
        name: category.name,
        content: pages
          .filter((page) => page.category_id === category.id)
          .map((page) => ({ id: page.id, title: inLocale(page, 'title', locale) ?? '' })),
      })),
    };
  });

  registerEndpoint(app, contentList, async ({ status, categoryId }, { locale }) => {
    const pages = status
      ? await publishedPages().where('category_id', '=', categoryId).execute()
      : [];
    return {
      success: true,
      message: null,
      data: pages.map((page) => ({
        id: page.id,
        title: inLocale(page, 'title', locale) ?? '',
        html: inLocale(page, 'html', locale) ?? '',
      })),
    };
  });

  registerEndpoint(app, contentDetail, async ({ id }, { locale }) => {
    const page = await db
      .selectFrom('content_item')
      .innerJoin('content_category', 'content_category.id', 'content_item.category_id')
      .selectAll('content_item')
      .select('content_category.name as category_name')
      .where('content_item.id', '=', id)
      .where('content_item.status', '=', true)
      .executeTakeFirst();
    if (!page) {
      throw new ApiError({
        status: 404,
        code: 'content_not_found',
        text: 'serverHttp:contentNotFound',
      });
    }
    return {
      success: true,
      message: null,
      data: {
        id: page.id,
        title: inLocale(page, 'title', locale) ?? '',
        html: inLocale(page, 'html', locale) ?? '',
        categoryName: page.category_name,
      },
    };
  });
}
