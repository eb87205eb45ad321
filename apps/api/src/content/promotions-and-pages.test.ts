import { contentDetail, promotions } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestApp } from '../test-app';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await openTestApp());
});
afterAll(() => close());

async function call(method: 'GET' | 'POST', url: string, locale = 'tr', body?: unknown) {
  const response = await app.inject({
    method,
    url: `/api/${url}`,
    headers: { locale },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/cms/promotions', () => {
  it('answers the six promotions in the request language with versioned images', async () => {
    const turkish = promotions.response.parse((await call('GET', 'cms/promotions')).body);
    const english = promotions.response.parse((await call('GET', 'cms/promotions', 'en')).body);

    expect(turkish.data).toHaveLength(6);
    expect(turkish.data[0]).toMatchObject({
      title: '%100 Hoş Geldin Bonusu',
      imageUrl: expect.stringMatching(/^\/media\/promotions\/welcome-bonus\.svg\?v=/),
    });
    expect(turkish.data[0]?.html).toContain('<h3>Kampanya Koşulları</h3>');
    expect(english.data[0]).toMatchObject({ id: turkish.data[0]?.id, title: '100% Welcome Bonus' });
  });

  it('leaves out a promotion the operator switched off', async () => {
    const [first] = (await call('GET', 'cms/promotions')).body.data;
    await database.db
      .updateTable('promotion')
      .set({ active: false })
      .where('id', '=', first.id)
      .execute();

    const after = (await call('GET', 'cms/promotions')).body.data;

    expect(after).toHaveLength(5);
    expect(after.map((item: { id: number }) => item.id)).not.toContain(first.id);
    await database.db
      .updateTable('promotion')
      .set({ active: true })
      .where('id', '=', first.id)
      .execute();
  });
});

describe('POST /api/cms/content', () => {
  it('answers one page with its category, in the request language', async () => {
    const list = await call('POST', 'cms/contentlist', 'tr', { status: true, categoryId: 3 });
    const id = list.body.data[1].id as number;

    const turkish = contentDetail.response.parse(
      (await call('POST', 'cms/content', 'tr', { id })).body,
    );
    const english = contentDetail.response.parse(
      (await call('POST', 'cms/content', 'en', { id })).body,
    );

    expect(turkish.data).toMatchObject({
      id,
      title: 'Bonus Kuralları',
      categoryName: 'Terms of use',
    });
    expect(english.data.title).toBe('Bonus Rules');
    expect(english.data.html).toContain('<li>');
  });

  it('answers 404 with a clear message for a page that does not exist or is a draft', async () => {
    const missing = await call('POST', 'cms/content', 'tr', { id: 99_999 });
    const draft = await database.db
      .updateTable('content_item')
      .set({ status: false })
      .where('title_tr', '=', 'İletişim')
      .returning('id')
      .executeTakeFirstOrThrow();
    const unpublished = await call('POST', 'cms/content', 'en', { id: draft.id });

    expect(missing).toEqual({
      status: 404,
      body: {
        success: false,
        message: 'Aradığınız sayfa bulunamadı veya yayından kaldırıldı.',
        data: null,
      },
    });
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.message).toBe(
      'The page you are looking for was not found or has been unpublished.',
    );
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { status, body } = await call('POST', 'cms/content', 'en', { id: 'about' });

    expect(status).toBe(400);
    expect(body.message).toMatch(/"id"/);
  });
});
