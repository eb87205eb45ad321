import type { Kysely, Transaction } from 'kysely';
import type { Database, DatabaseHandle } from '../db';
import { popupSeed, sliderBannerSeed } from './banners';
import { bonusOfferSeed } from './bonus-offers';
import { casinoCategorySeed } from './casino-categories';
import { seedCasinoGames } from './casino-games';
import { countrySeed } from './countries';
import { contentSeed } from './pages';
import { paymentMethodSeed } from './payment-methods';
import { promotionSeed } from './promotions';
import { siteOptionSeed } from './site-options';
import { topWinnerSeed } from './top-winners';

/** One named seed; it runs once per database, recorded in `seed_run`. */
interface Seed {
  name: string;
  apply(trx: Transaction<Database>): Promise<void>;
}

const seeds: Seed[] = [
  {
    name: 'site-content-v1',
    async apply(trx) {
      await trx.insertInto('casino_category').values(casinoCategorySeed).execute();
      await trx.insertInto('slider_banner').values(sliderBannerSeed).execute();
      await trx.insertInto('popup').values(popupSeed).execute();
      for (const [index, category] of contentSeed.entries()) {
        const { id } = await trx
          .insertInto('content_category')
          .values({ name: category.name, sort: (index + 1) * 10 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('content_item')
          .values(
            category.pages.map((page, position) => ({
              category_id: id,
              title_tr: page.title.tr,
              title_en: page.title.en,
              html_tr: page.html.tr,
              html_en: page.html.en,
              sort: (position + 1) * 10,
            })),
          )
          .execute();
      }
      // An operator may have set some options already; theirs stay.
      await trx
        .insertInto('site_option')
        .values(siteOptionSeed)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      await trx.insertInto('top_winner').values(topWinnerSeed).execute();
      await trx.insertInto('promotion').values(promotionSeed).execute();
    },
  },
  {
    name: 'countries-v1',
    async apply(trx) {
      await trx
        .insertInto('country')
        .values(countrySeed())
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  },
  {
    name: 'payment-methods-v1',
    async apply(trx) {
      await trx
        .insertInto('payment_method')
        .values(
          paymentMethodSeed.map((method, index) => ({
            id: method.id,
            direction: method.direction,
            provider: method.provider,
            name_tr: method.name.tr,
            name_en: method.name.en,
            logo: method.logo,
            instructions_tr: method.instructions?.tr ?? null,
            instructions_en: method.instructions?.en ?? null,
            sort: (index + 1) * 10,
          })),
        )
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await trx
        .insertInto('payment_method_field')
        .values(
          paymentMethodSeed.flatMap((method) =>
            method.fields.map((field, index) => ({
              method_id: method.id,
              key: field.key,
              title_tr: field.title.tr,
              title_en: field.title.en,
              object_type: field.objectType,
              mask: field.mask ?? null,
              options: field.options ? JSON.stringify(field.options) : null,
              min: field.min ?? null,
              max: field.max ?? null,
              sort: (index + 1) * 10,
            })),
          ),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  },
  {
    // Issue 21: the account a bank transfer goes to, shown before its form (migration 0019).
    name: 'payment-method-payees-v1',
    async apply(trx) {
      for (const method of paymentMethodSeed) {
        if (!method.payee) continue;
        await trx
          .updateTable('payment_method')
          .set({ payee_iban: method.payee.iban, payee_name: method.payee.name })
          .where('id', '=', method.id)
          .where('payee_iban', 'is', null)
          .execute();
      }
    },
  },
  {
    name: 'casino-games-v1',
    apply: seedCasinoGames,
  },
  {
    name: 'bonus-offers-v1',
    async apply(trx) {
      await trx
        .insertInto('bonus_offer')
        .values(bonusOfferSeed)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  },
  {
    // Issue 22: every offer's wagering rules and the terms that say them; the deposit bonus.
    name: 'bonus-offer-rules-v1',
    async apply(trx) {
      await trx
        .insertInto('bonus_offer')
        .values(bonusOfferSeed)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            rules: eb.ref('excluded.rules'),
            summary_tr: eb.ref('excluded.summary_tr'),
            summary_en: eb.ref('excluded.summary_en'),
            terms_tr: eb.ref('excluded.terms_tr'),
            terms_en: eb.ref('excluded.terms_en'),
          })),
        )
        .execute();
    },
  },
];

/**
 * Fills a fresh database with the demo site's content, settings and countries. Each seed runs in
 * one transaction that first claims its `seed_run` row, so running again (or from several
 * processes at once) changes nothing. Returns the names of the seeds it applied.
 */
export async function seedDatabase(database: DatabaseHandle): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    if (await applySeed(database.db, seed)) applied.push(seed.name);
  }
  return applied;
}

async function applySeed(db: Kysely<Database>, seed: Seed): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: seed.name })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await seed.apply(trx);
    return true;
  });
}
