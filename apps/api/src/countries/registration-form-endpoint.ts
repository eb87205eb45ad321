import { registerForm } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db';
import { registerEndpoint } from '../http';
import { turkiyeCountryId } from '../seed';
import { restrictedCountryIds } from './restricted-countries';

/**
 * GET /api/auth/form: the countries of the sign-up form, named in the request's language,
 * Türkiye (235, the default) first and the rest in alphabetical order of that language. The
 * countries the operator takes no sign-ups from (`restrictedCountries`) are left out.
 */
export function registerRegistrationForm(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): void {
  registerEndpoint(app, registerForm, async (_input, { locale }) => {
    const [rows, restricted] = await Promise.all([
      database.db.selectFrom('country').select(['id', 'name_tr', 'name_en']).execute(),
      restrictedCountryIds(database.db),
    ]);
    const collator = new Intl.Collator(locale);
    const countries = rows
      .filter((row) => !restricted.has(row.id))
      .map((row) => ({ id: row.id, name: locale === 'en' ? row.name_en : row.name_tr }))
      .sort((a, b) =>
        a.id === turkiyeCountryId
          ? -1
          : b.id === turkiyeCountryId
            ? 1
            : collator.compare(a.name, b.name),
      );
    return { success: true, message: null, data: { countries } };
  });
}
