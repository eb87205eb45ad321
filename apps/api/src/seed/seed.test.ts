import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueGames } from '../casino/game-catalogue';
import { defaultMediaDir } from '../config';
import type { Database, DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/test-database';
import { testEngines } from '../db/test-engines';
import { popupSeed, sliderBannerSeed } from './banners';
import { casinoCategorySeed } from './casino-categories';
import { countrySeed, turkiyeCountryId } from './countries';
import { contentSeed } from './pages';
import { paymentMethodSeed } from './payment-methods';
import { promotionSeed } from './promotions';
import { seedDatabase } from './seed-database';
import { siteOptionSeed } from './site-options';
import { topWinnerSeed } from './top-winners';

const seededTables: Array<keyof Database> = [
  'casino_category',
  'slider_banner',
  'popup',
  'content_category',
  'content_item',
  'site_option',
  'top_winner',
  'promotion',
  'country',
  'payment_method',
  'payment_method_field',
  'casino_game',
  'casino_game_category',
  'seed_run',
];

async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of seededTables) {
    const { count } = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

for (const { kind, skipReason } of testEngines) {
  const title = skipReason ? `seed on ${kind} (skipped: ${skipReason})` : `seed on ${kind}`;

  describe.skipIf(skipReason !== null)(title, () => {
    let database: DatabaseHandle | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('fills every table once; a second run changes nothing', async () => {
      database = await openTestDatabase(kind);

      expect(await seedDatabase(database)).toEqual([
        'site-content-v1',
        'countries-v1',
        'payment-methods-v1',
        'payment-method-payees-v1',
        'casino-games-v1',
        'bonus-offers-v1',
        'bonus-offer-rules-v1',
      ]);
      const first = await rowCounts(database);
      expect(await seedDatabase(database)).toEqual([]);

      expect(await rowCounts(database)).toEqual(first);
      expect(first).toMatchObject({
        casino_category: casinoCategorySeed.length,
        slider_banner: sliderBannerSeed.length,
        popup: 1,
        content_category: 4,
        site_option: siteOptionSeed.length,
        top_winner: topWinnerSeed.length,
        promotion: 6,
        country: countrySeed().length,
        payment_method: paymentMethodSeed.length,
        payment_method_field: paymentMethodSeed.flatMap((method) => method.fields).length,
        casino_game: catalogueGames().length,
      });
    });

    it('keeps a setting the operator made before the first start', async () => {
      database = await openTestDatabase(kind);
      await database.db
        .insertInto('site_option')
        .values({ key: 'telegram', value: 'https://t.me/operator' })
        .execute();

      await seedDatabase(database);

      const telegram = await database.db
        .selectFrom('site_option')
        .select('value')
        .where('key', '=', 'telegram')
        .executeTakeFirstOrThrow();
      expect(telegram.value).toBe('https://t.me/operator');
    });
  });
}

describe('seed content', () => {
  it('points every image at a file shipped under apps/api/media', async () => {
    const urls = [
      ...casinoCategorySeed.map((category) => category.image_url),
      ...sliderBannerSeed.flatMap((slide) => [
        slide.image_default,
        slide.image_medium,
        slide.image_large,
      ]),
      popupSeed.image_default,
      popupSeed.image_medium,
      popupSeed.image_large,
      ...topWinnerSeed.map((winner) => winner.image),
      ...promotionSeed.map((promotion) => promotion.image_url),
      ...siteOptionSeed
        .map((option) => option.value)
        .filter((value) => value.startsWith('/media/')),
      ...paymentMethodSeed.map((method) => method.logo),
    ];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url, 'an image URL').toMatch(/^\/media\/[a-z0-9/-]+\.svg$/);
      await expect(access(join(defaultMediaDir, url!.slice('/media/'.length)))).resolves.toBe(
        undefined,
      );
    }
  });

  it('has banners for the home, casino and live-casino carousels, 3 or 4 slides each', () => {
    for (const slug of ['home', 'casino', 'live-casino']) {
      const slides = sliderBannerSeed.filter((slide) => slide.slug === slug);
      expect(slides.length).toBeGreaterThanOrEqual(3);
      expect(slides.length).toBeLessThanOrEqual(4);
    }
  });

  it('writes real pages in both languages, 3 to 6 blocks each, no placeholder Latin', () => {
    for (const category of contentSeed) {
      expect(category.pages.length).toBeGreaterThan(0);
      for (const page of category.pages) {
        for (const html of [page.html.tr, page.html.en]) {
          const blocks = html.match(/<(p|ul)>/g) ?? [];
          expect(blocks.length).toBeGreaterThanOrEqual(3);
          expect(blocks.length).toBeLessThanOrEqual(6);
          expect(html).not.toMatch(/lorem|ipsum/i);
        }
        expect(page.title.tr).not.toBe(page.title.en);
      }
    }
  });

  it('masks winner names and keeps 40 casino wins for the widget', () => {
    expect(topWinnerSeed.filter((winner) => !winner.is_live)).toHaveLength(40);
    for (const winner of topWinnerSeed) expect(winner.name).toMatch(/^\p{L}{2}\*\*\*$/u);
  });

  it("names every winner's game as the catalogue does (one game, one name)", () => {
    const names = new Map(catalogueGames().map((game) => [game.code, game.name]));
    for (const winner of topWinnerSeed) {
      expect(winner.game_code && names.get(winner.game_code), winner.game).toBe(winner.game);
    }
    expect(topWinnerSeed.map((winner) => winner.game)).not.toContain('Zar Slot');
  });

  it('names every country in Turkish and English, Türkiye as 235', () => {
    const countries = countrySeed();
    expect(countries.length).toBe(249);
    expect(countries.find((country) => country.iso_code === 'TR')).toEqual({
      id: turkiyeCountryId,
      iso_code: 'TR',
      name_tr: 'Türkiye',
      name_en: 'Türkiye',
    });
    expect(countries.find((country) => country.iso_code === 'DE')).toMatchObject({
      name_tr: 'Almanya',
      name_en: 'Germany',
    });
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
  });

  it('seeds deposit and withdraw methods whose forms use every field type and never ask for a CVV', () => {
    const fields = paymentMethodSeed.flatMap((method) => method.fields);
    expect(new Set(fields.map((field) => field.objectType))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7]),
    );
    expect(fields.map((field) => field.key.toLowerCase())).not.toContain('cvv');
    for (const direction of ['deposit', 'withdraw']) {
      expect(paymentMethodSeed.some((method) => method.direction === direction)).toBe(true);
    }
    expect(new Set(paymentMethodSeed.map((method) => method.id)).size).toBe(
      paymentMethodSeed.length,
    );
    for (const method of paymentMethodSeed) {
      const amount = method.fields.find((field) => field.key === 'amount');
      expect(amount, `${method.name.en} has an amount`).toMatchObject({
        min: expect.any(Number),
        max: expect.any(Number),
      });
      // Every payout is settled by the operator; the sandbox only takes deposits.
      expect(method.provider === 'operator' || method.direction === 'deposit').toBe(true);
      for (const field of method.fields)
        expect(field.options === undefined || field.objectType === 7).toBe(true);
    }
    const keys = fields.map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['Iban', 'CardNo', 'paparaNo', 'network']));
    expect(fields.find((field) => field.key === 'Iban')?.mask).toBe(
      'TR99 9999 9999 9999 9999 9999 99',
    );
  });
});
