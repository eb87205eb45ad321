import { type Translation, translations, validationMessages } from '@zar/api-client/contract';
import { translations as bundledStrings, flattenStrings } from '@zar/locales';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { type Locale, registerEndpoint } from '../http';

const bundles = new Map<Locale, Translation[]>();

/** Every bundled UI string of `locale`: the @zar/locales namespaces and the validation texts. */
export function bundledTranslations(locale: Locale): Translation[] {
  let bundle = bundles.get(locale);
  if (!bundle) {
    bundle = [
      ...flattenStrings(bundledStrings[locale]),
      ...Object.entries(validationMessages[locale]).map(([key, value]) => ({ key, value })),
    ];
    bundles.set(locale, bundle);
  }
  return bundle;
}

/**
 * GET /api/cms/translationlist: every UI string in the request's language, with the operator's
 * overrides (table `translation_override`) in place of the bundled wording.
 */
export function registerTranslations(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, translations, async (_input, { locale }) => {
    const overrides = await database.db
      .selectFrom('translation_override')
      .select(['key', 'value'])
      .where('locale', '=', locale)
      .orderBy('key')
      .execute();
    const values = new Map(bundledTranslations(locale).map((entry) => [entry.key, entry.value]));
    for (const override of overrides) values.set(override.key, override.value);
    return {
      success: true,
      message: null,
      data: [...values].map(([key, value]) => ({ key, value })),
    };
  });
}
