import { bootstrap, money, type SiteOption } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { type Locale, locales, registerEndpoint } from '../http';
import type { MediaLibrary } from '../media';
import { inLocale } from './localised';

const languageNames: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };
const localisedKey = new RegExp(`^(.+)\\.(${locales.join('|')})$`);

/**
 * GET /api/cms/grouped: everything the site needs at start (SPEC §3) — casino categories, the
 * languages, the operator settings, the popup, the domain status, the trial bonus amount, and
 * whether the site is in test mode (`testMode`: production taking sandbox payments).
 */
export function registerBootstrap(
  app: FastifyInstance,
  {
    database,
    media,
    testMode = false,
  }: { database: DatabaseHandle; media: MediaLibrary; testMode?: boolean },
): void {
  registerEndpoint(app, bootstrap, async (_input, { locale, request }) => {
    const { db } = database;
    const [categories, optionRows, popup] = await Promise.all([
      db.selectFrom('casino_category').selectAll().orderBy('sort').orderBy('id').execute(),
      db.selectFrom('site_option').select(['key', 'value', 'status']).orderBy('key').execute(),
      db
        .selectFrom('popup')
        .selectAll()
        .where('active', '=', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    ]);
    const options = siteOptionsIn(optionRows, locale);
    const value = (key: string) => options.find((option) => option.key === key)?.value ?? '';

    return {
      success: true,
      message: null,
      data: {
        casinoCategoryList: categories.map((category) => ({
          id: category.id,
          name: inLocale(category, 'name', locale) ?? '',
          imageUrl: category.image_url ? media.versioned(category.image_url) : null,
          slugList: category.slug_list,
        })),
        languageList: locales.map((code) => ({ locale: code, name: languageNames[code] })),
        siteOption: options,
        popup: popup
          ? {
              images: [popup.image_default, popup.image_large, popup.image_medium].map((url) => ({
                url: media.versioned(url),
              })),
              url: popup.url,
            }
          : null,
        domainStatus: {
          current: value('currentDomain') || request.hostname,
          next: value('nextDomain') || null,
          isMainDomain: value('isMainDomain') !== 'false',
        },
        trialBonusAmount: trialBonusAmount(value('trialBonusAmount')),
        testMode,
      },
    };
  });
}

/**
 * The settings as the site reads them: a key stored per language (`licenceStatement.tr`,
 * `licenceStatement.en`) is answered once under its bare key in the request's language (Turkish
 * when that language has none); every other key as stored.
 */
export function siteOptionsIn(rows: SiteOption[], locale: Locale): SiteOption[] {
  const plain: SiteOption[] = [];
  const translated = new Map<string, Partial<Record<string, SiteOption>>>();
  for (const row of rows) {
    const match = localisedKey.exec(row.key);
    if (!match) {
      plain.push(row);
      continue;
    }
    const [, key = '', language = ''] = match;
    translated.set(key, { ...translated.get(key), [language]: { ...row, key } });
  }
  const resolved = [...translated.values()].flatMap((byLanguage) => {
    const option = byLanguage[locale] ?? byLanguage.tr ?? Object.values(byLanguage)[0];
    return option ? [option] : [];
  });
  return [...plain, ...resolved].sort((a, b) => a.key.localeCompare(b.key));
}

function trialBonusAmount(text: string): number {
  const parsed = money.safeParse(Number(text));
  return parsed.success && parsed.data >= 0 ? parsed.data : 0;
}
