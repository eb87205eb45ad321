import { registerForm } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registrationBody, testPlayerAddress } from '../accounts/test-players';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`restricted countries on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      testApp = await openTestApp({ kind });
      const rows = await testApp.database.db
        .selectFrom('country')
        .select(['id', 'iso_code'])
        .where('iso_code', 'in', ['DE', 'US', 'FR'])
        .execute();
      for (const row of rows) ids[row.iso_code] = row.id;
    });
    afterAll(() => testApp.close());

    /** The operator edits the setting while the API runs, as they would in the database. */
    const restrict = (value: string, status = true) =>
      testApp.database.db
        .updateTable('site_option')
        .set({ value, status })
        .where('key', '=', 'restrictedCountries')
        .executeTakeFirstOrThrow();

    async function formCountryIds(locale = 'tr') {
      const answer = await call(testApp.app, 'GET', 'auth/form', { locale });
      expect(answer.statusCode).toBe(200);
      return registerForm.response.parse(answer.json()).data.countries.map((each) => each.id);
    }

    async function signUpFrom(country: number, locale = 'tr') {
      const body = registrationBody({ country });
      // Each from a device and address of its own, under the sign-up limits.
      const answer = await call(testApp.app, 'POST', 'auth/register', {
        body,
        locale,
        ip: testPlayerAddress(),
        fingerprint: `device-${body.username}`,
      });
      const stored = await testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      return { answer, stored };
    }

    it('is seeded empty: every country is offered and accepted', async () => {
      const option = await testApp.database.db
        .selectFrom('site_option')
        .select('value')
        .where('key', '=', 'restrictedCountries')
        .executeTakeFirstOrThrow();
      expect(option.value).toBe('');
      expect(await formCountryIds()).toHaveLength(249);
      expect((await signUpFrom(ids.DE!)).answer.statusCode).toBe(200);
    });

    it('refuses sign-up from a restricted country with a clear message and writes nothing', async () => {
      await restrict(`${ids.DE}, us`);
      try {
        const players = await testApp.database.db
          .selectFrom('player')
          .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
          .executeTakeFirstOrThrow();

        const turkish = await signUpFrom(ids.DE!);
        expect(turkish.answer.statusCode).toBe(400);
        expect(turkish.answer.json()).toEqual({
          success: false,
          message: 'Bu ülkeden kayıt kabul edilmiyor.',
          data: null,
        });
        expect(turkish.stored).toBeUndefined();
        const english = await signUpFrom(ids.US!, 'en');
        expect(english.answer.statusCode).toBe(400);
        expect(english.answer.json().message).toBe('We do not accept sign-ups from this country.');
        expect(english.stored).toBeUndefined();
        const after = await testApp.database.db
          .selectFrom('player')
          .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
          .executeTakeFirstOrThrow();
        expect(Number(after.count)).toBe(Number(players.count));

        expect((await signUpFrom(ids.FR!)).answer.statusCode).toBe(200);
      } finally {
        await restrict('');
      }
    });

    it('leaves restricted countries out of the sign-up form, by id or ISO code', async () => {
      await restrict(`${ids.DE};US`);
      try {
        const listed = await formCountryIds('en');
        expect(listed).toHaveLength(247);
        expect(listed).not.toContain(ids.DE);
        expect(listed).not.toContain(ids.US);
        expect(listed).toContain(ids.FR);
        expect(listed[0]).toBe(235);
      } finally {
        await restrict('');
      }
    });

    it('follows the operator’s change at once, without a restart', async () => {
      await restrict(`${ids.FR}`);
      expect((await signUpFrom(ids.FR!)).answer.statusCode).toBe(400);
      expect(await formCountryIds()).not.toContain(ids.FR);

      // Disabled, the setting restricts nothing; cleared, neither.
      await restrict(`${ids.FR}`, false);
      expect((await signUpFrom(ids.FR!)).answer.statusCode).toBe(200);
      await restrict('');
      expect(await formCountryIds()).toContain(ids.FR);
      expect((await signUpFrom(ids.FR!)).answer.statusCode).toBe(200);
    });
  });
}
