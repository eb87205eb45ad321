import { validationMessageKeys } from '@zar/api-client/contract';
import { en, flattenStrings, tr } from '@zar/locales';
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

async function call(method: 'GET' | 'POST', url: string, locale: string, body?: unknown) {
  const response = await app.inject({
    method,
    url: `/api/${url}`,
    headers: { locale },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function translationsOf(locale: string): Promise<Map<string, string>> {
  const { body } = await call('GET', 'cms/translationlist', locale);
  return new Map(
    body.data.map((entry: { key: string; value: string }) => [entry.key, entry.value]),
  );
}

describe('GET /api/cms/translationlist', () => {
  it('answers every bundled UI string and validation text, in Turkish and in English', async () => {
    for (const [locale, strings] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const served = await translationsOf(locale);
      for (const { key, value } of flattenStrings(strings)) expect(served.get(key)).toBe(value);
      for (const key of validationMessageKeys) expect(served.has(key)).toBe(true);
    }
    expect((await translationsOf('en')).get('validation.required')).toBe('This field is required.');
  });

  it('lets an operator override win over the bundled wording, in its language only', async () => {
    const [first] = flattenStrings(tr);
    if (!first) throw new Error('The locales package has no strings');
    await database.db
      .insertInto('translation_override')
      .values([
        { locale: 'tr', key: first.key, value: 'Operatörün metni' },
        { locale: 'tr', key: 'brand.slogan', value: 'Şansın burada' },
      ])
      .execute();

    const turkish = await translationsOf('tr');
    const english = await translationsOf('en');

    expect(turkish.get(first.key)).toBe('Operatörün metni');
    expect(turkish.get('brand.slogan')).toBe('Şansın burada');
    expect(english.get(first.key)).toBe(flattenStrings(en).find((e) => e.key === first.key)?.value);
    await database.db.deleteFrom('translation_override').execute();
  });
});

describe('POST /api/cms/callmeback', () => {
  const request = {
    name: 'Gülşen Çağrı',
    phone: '905321234567',
    preferredTime: 'evening',
    note: 'Hafta içi akşam uygundur.',
  };

  it('stores the request and confirms it in the request language', async () => {
    const turkish = await call('POST', 'cms/callmeback', 'tr', request);
    const english = await call('POST', 'cms/callmeback', 'en', {
      name: 'John Smith',
      phone: '447700900123',
      preferredTime: 'anytime',
    });

    expect(turkish).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Talebiniz alındı. Ekibimiz seçtiğiniz zaman aralığında sizi arayacak.',
        data: null,
      },
    });
    expect(english.body.message).toBe(
      'Your request has been received. Our team will call you in the time window you chose.',
    );
    const rows = await database.db
      .selectFrom('call_me_back_request')
      .select(['name', 'phone', 'preferred_time', 'note', 'locale'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'Gülşen Çağrı',
        phone: '905321234567',
        preferred_time: 'evening',
        note: 'Hafta içi akşam uygundur.',
        locale: 'tr',
      },
      {
        name: 'John Smith',
        phone: '447700900123',
        preferred_time: 'anytime',
        note: null,
        locale: 'en',
      },
    ]);
  });

  it('refuses bad input with a 400 in the request language and stores nothing', async () => {
    const before = await database.db
      .selectFrom('call_me_back_request')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();

    const digits = await call('POST', 'cms/callmeback', 'tr', { ...request, phone: '0532 123' });
    const name = await call('POST', 'cms/callmeback', 'en', { ...request, name: 'R2D2' });
    const short = await call('POST', 'cms/callmeback', 'en', { ...request, phone: '12345' });
    const time = await call('POST', 'cms/callmeback', 'en', { ...request, preferredTime: 'night' });
    const missing = await call('POST', 'cms/callmeback', 'tr', { phone: '905321234567' });

    expect(digits).toEqual({
      status: 400,
      body: {
        success: false,
        message: '"phone" alanı geçersiz: Yalnızca rakam girin.',
        data: null,
      },
    });
    expect(name.body.message).toBe(
      'The field "name" is invalid: Use letters only, with single spaces between words.',
    );
    expect(short.body.message).toBe('The field "phone" is invalid: Enter at least 10 characters.');
    expect(time.status).toBe(400);
    expect(time.body.message).toMatch(/^The field "preferredTime" is invalid/);
    expect(missing.body.message).toBe('"name" alanı zorunludur.');
    const after = await database.db
      .selectFrom('call_me_back_request')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
