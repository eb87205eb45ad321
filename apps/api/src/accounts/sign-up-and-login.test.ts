import { challengeRequiredEnvelope, login, register } from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../challenges/solve-challenge';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { postLedgerEntry } from '../wallet';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher';
import { call, registrationBody, signUp, testPlayerAddress } from './test-players';

let devices = 0;
/** A device and address of its own: this file's sign-ups stay under the per-device limit. */
function ownDevice() {
  devices += 1;
  return { ip: testPlayerAddress(), fingerprint: `device-${devices}` };
}

/** The real argon2id hasher, counting how often it runs. */
function countingHasher() {
  const real = createArgon2Hasher();
  const counts = { hash: 0, verify: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => {
      counts.hash += 1;
      return real.hash(password);
    },
    verify: (passwordHash, password) => {
      counts.verify += 1;
      return real.verify(passwordHash, password);
    },
  };
  return { hasher, counts };
}

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`sign-up and login on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    const now = new Date('2026-03-14T12:00:00Z');
    const { hasher, counts } = countingHasher();

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now, passwordHasher: hasher } });
    });
    afterAll(() => testApp.close());

    it('registers a player with Turkish names and logs them in', async () => {
      const body = registrationBody({ name: 'Çağrı İlknur', surname: 'Şişmanoğlu' });
      const response = await call(testApp.app, 'POST', 'auth/register', { body });

      expect(response.statusCode).toBe(200);
      const { data, message } = register.response.parse(response.json());
      expect(message).toBe('Üyeliğiniz oluşturuldu. İyi eğlenceler!');
      expect(data).toMatchObject({
        username: body.username,
        phone: body.phone,
        smsVerified: false,
        balance: 0,
        betsyUrl: expect.stringMatching(/\/api\/sportsbook\/demo\/$/),
      });
      expect(data.usercode).toMatch(/^[1-9]\d{6}$/);
      expect(data.betsyCid).toBe(data.usercode);
      expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);

      const row = await testApp.database.db
        .selectFrom('player')
        .selectAll()
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.name).toBe('Çağrı İlknur');
      const session = await testApp.database.db
        .selectFrom('player_session')
        .selectAll()
        .where('player_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(session.token_hash).not.toContain(data.token);
      expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(session.fingerprint).toBe('browser-a');
    });

    it('accepts a player who turns 18 today and refuses one a day younger', async () => {
      const eighteen = registrationBody({
        birthDate: '2008-03-14',
        birthDateYear: '2008',
        birthDateMonth: '03',
        birthDateDay: '14',
      });
      const seventeen = registrationBody({
        birthDate: '2008-03-15',
        birthDateYear: '2008',
        birthDateMonth: '03',
        birthDateDay: '15',
      });

      expect(
        (await call(testApp.app, 'POST', 'auth/register', { body: eighteen, ...ownDevice() }))
          .statusCode,
      ).toBe(200);
      const refused = await call(testApp.app, 'POST', 'auth/register', {
        body: seventeen,
        locale: 'en',
        ...ownDevice(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: 'You must be at least 18 years old to sign up.',
        data: { field: 'birthDate' },
      });
    });

    it('refuses a sign-up without the terms and 18+ consent, in the request’s language, and records it when given', async () => {
      const { termsAccepted: _omitted, ...withoutConsent } = registrationBody();
      for (const [body, locale, message] of [
        [
          withoutConsent,
          'tr',
          'Üye olmak için kullanım koşullarını kabul edip 18 yaşından büyük olduğunuzu onaylamalısınız.',
        ],
        [
          { ...withoutConsent, termsAccepted: false },
          'en',
          'To sign up you must accept the terms of use and confirm that you are over 18.',
        ],
      ] as const) {
        const refused = await call(testApp.app, 'POST', 'auth/register', {
          body,
          locale,
          ...ownDevice(),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          success: false,
          message,
          data: { field: 'termsAccepted' },
        });
      }
      const none = await testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', withoutConsent.username)
        .executeTakeFirst();
      expect(none).toBeUndefined();

      const { body } = await signUp(testApp.app);
      const row = await testApp.database.db
        .selectFrom('player')
        .select('terms_accepted_at')
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      expect(row.terms_accepted_at).toEqual(now);
    });

    it('reads the age limit from the minimumAge site option', async () => {
      await testApp.database.db
        .updateTable('site_option')
        .set({ value: '21' })
        .where('key', '=', 'minimumAge')
        .execute();
      try {
        const twenty = registrationBody({
          birthDate: '2006-01-01',
          birthDateYear: '2006',
          birthDateMonth: '01',
          birthDateDay: '01',
        });
        const refused = await call(testApp.app, 'POST', 'auth/register', {
          body: twenty,
          ...ownDevice(),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Üye olabilmek için en az 21 yaşında olmalısınız.');
      } finally {
        await testApp.database.db
          .updateTable('site_option')
          .set({ value: '18' })
          .where('key', '=', 'minimumAge')
          .execute();
      }
    });

    it('refuses a TC number with a wrong checksum and changes nothing', async () => {
      const body = registrationBody({ PersonalNo: '10000000147' });
      const response = await call(testApp.app, 'POST', 'auth/register', { body, locale: 'en' });

      // Refused by the contract, before any limit counts it.
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The field "PersonalNo" is invalid: Enter a valid TC number.',
      );
      const row = await testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('refuses names with digits and usernames with symbols', async () => {
      const digits = await call(testApp.app, 'POST', 'auth/register', {
        body: registrationBody({ name: 'Ayşe2' }),
      });
      const symbol = await call(testApp.app, 'POST', 'auth/register', {
        body: registrationBody({ username: 'ayse_90' }),
      });
      expect(digits.statusCode).toBe(400);
      expect(digits.json().message).toMatch(/^"name" alanı geçersiz/);
      expect(symbol.statusCode).toBe(400);
      expect(symbol.json().message).toMatch(/^"username" alanı geçersiz/);
    });

    it('names the username, e-mail, phone or TC number another player already uses', async () => {
      const { body: first } = await signUp(testApp.app);
      const attempts = {
        username: registrationBody({ username: first.username.toUpperCase() }),
        email: registrationBody({ email: first.email.toUpperCase() }),
        phone: registrationBody({ phone: first.phone }),
        PersonalNo: registrationBody({ PersonalNo: first.PersonalNo }),
      };
      const messages: Record<string, string> = {};
      for (const [field, body] of Object.entries(attempts)) {
        const response = await call(testApp.app, 'POST', 'auth/register', {
          body,
          locale: 'en',
          ...ownDevice(),
        });
        expect(response.statusCode).toBe(409);
        messages[field] = response.json().message;
      }
      expect(messages).toEqual({
        username: 'This username is already taken.',
        email: 'An account with this e-mail address already exists.',
        phone: 'This phone number is already registered to another account.',
        PersonalNo: 'An account with this TC number already exists.',
      });
      const turkish = await call(testApp.app, 'POST', 'auth/register', {
        body: registrationBody({ phone: first.phone }),
        ...ownDevice(),
      });
      expect(turkish.json().message).toBe('Bu telefon numarası başka bir üyelikte kayıtlı.');
      const personalNo = await call(testApp.app, 'POST', 'auth/register', {
        body: registrationBody({ PersonalNo: first.PersonalNo }),
        ...ownDevice(),
      });
      expect(personalNo.json().message).toBe('Bu TC kimlik numarası ile zaten bir üyelik var.');
    });

    it('gives a TC number to one account when sign-ups race for it', async () => {
      const PersonalNo = '23456789060';
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(testApp.app, 'POST', 'auth/register', {
            body: registrationBody({ PersonalNo }),
            locale: 'en',
            ...ownDevice(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 409, 409, 409, 409, 409,
      ]);
      for (const answer of answers.filter((each) => each.statusCode === 409)) {
        expect(answer.json()).toEqual({
          success: false,
          message: 'An account with this TC number already exists.',
          data: { field: 'PersonalNo' },
        });
      }
      const holders = await testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('personal_no', '=', PersonalNo)
        .execute();
      expect(holders).toHaveLength(1);
    });

    it('logs in with the right password, with a new token each time, and refuses a wrong one', async () => {
      const { body } = await signUp(testApp.app);
      const right = await call(testApp.app, 'POST', 'auth/login', {
        body: { username: body.username, password: 'gizli1' },
        ip: '10.0.1.1',
      });
      const again = await call(testApp.app, 'POST', 'auth/login', {
        body: { username: body.username.toUpperCase(), password: 'gizli1' },
        ip: '10.0.1.1',
      });
      const wrong = await call(testApp.app, 'POST', 'auth/login', {
        body: { username: body.username, password: 'yanlis1' },
        ip: '10.0.1.1',
        locale: 'en',
      });

      expect(right.statusCode).toBe(200);
      const session = login.response.parse(right.json());
      expect(session.message).toBe('Hoş geldiniz, Ayşe Gül!');
      expect(session.data.username).toBe(body.username);
      expect(again.json().data.token).not.toBe(session.data.token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        message: 'Wrong username or password.',
        data: null,
      });
    });

    it('refuses a login whose username holds a NUL character with a 400, not a database error', async () => {
      const response = await call(testApp.app, 'POST', 'auth/login', {
        body: { username: 'demo1\u0000', password: 'secret1' },
        ip: '10.0.1.2',
        locale: 'en',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The field "username" is invalid: it must not contain a NUL character.',
      );
    });

    it('answers login with the live wallet balance in lira', async () => {
      const { body } = await signUp(testApp.app);
      const player = await testApp.database.db
        .selectFrom('player')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      await postLedgerEntry(testApp.database.db, {
        playerId: player.id,
        kind: 'deposit',
        amountKurus: 125_050n,
        idempotencyKey: `login-balance-${player.id}`,
      });
      const answer = await call(testApp.app, 'POST', 'auth/login', {
        body: { username: body.username, password: 'gizli1' },
        ip: '10.0.1.9',
      });
      expect(login.response.parse(answer.json()).data.balance).toBe(1250.5);
    });

    it('asks for a challenge after 5 failed logins on an account, without hashing, and lets the right password in with a solved one', async () => {
      const { body } = await signUp(testApp.app);
      const attempt = (password: string, ip: string, altcha?: string) =>
        call(testApp.app, 'POST', 'auth/login', {
          body: { username: body.username, password, ...(altcha ? { altcha } : {}) },
          ip,
          locale: 'en',
        });
      for (let index = 0; index < 5; index += 1) {
        expect((await attempt('yanlis1', `10.0.2.${index}`)).statusCode).toBe(400);
      }
      const verifiesBefore = counts.verify;
      const asked = await attempt('gizli1', '10.0.2.99');

      expect(asked.statusCode).toBe(428);
      const { message, data } = challengeRequiredEnvelope.parse(asked.json());
      expect(message).toBe(
        'There have been many attempts. To go on, a short check is needed; your browser completes it by itself in a few seconds.',
      );
      expect(data.challenge.parameters.data).toMatchObject({ purpose: 'login' });
      expect(counts.verify).toBe(verifiesBefore);

      const altcha = await solveChallenge(data.challenge);
      const solved = await attempt('gizli1', '10.0.2.99', altcha);
      expect(solved.statusCode).toBe(200);
      expect(login.response.parse(solved.json()).data.username).toBe(body.username);
      expect(counts.verify).toBe(verifiesBefore + 1);

      // The solution opened one attempt: sent again (by the player or whoever copied it), it is
      // refused unhashed, with a new challenge. The account's count of guesses still stands.
      const replayed = await attempt('gizli1', '10.0.2.98', altcha);
      expect(replayed.statusCode).toBe(428);
      expect(challengeRequiredEnvelope.parse(replayed.json()).message).toBe(
        'The check was not accepted or has expired; please complete the new one.',
      );
      expect(counts.verify).toBe(verifiesBefore + 1);
    });

    it('asks every login from an address past 20 failures for a challenge, and lets the right password in with one', async () => {
      const ip = '10.0.3.1';
      for (let index = 0; index < 20; index += 1) {
        const response = await call(testApp.app, 'POST', 'auth/login', {
          body: { username: `nobody${index}`, password: 'yanlis1' },
          ip,
        });
        expect(response.statusCode).toBe(400);
      }
      // A player behind the same carrier address, who never typed a wrong password.
      const { body } = await signUp(testApp.app);
      const credentials = { username: body.username, password: 'gizli1' };
      const verifiesBefore = counts.verify;
      const asked = await call(testApp.app, 'POST', 'auth/login', { body: credentials, ip });
      expect(asked.statusCode).toBe(428);
      const { message, data } = challengeRequiredEnvelope.parse(asked.json());
      expect(message).toBe(
        'Çok sayıda deneme yapıldı. Devam etmek için kısa bir doğrulama gerekiyor; tarayıcınız onu birkaç saniyede kendisi tamamlar.',
      );
      expect(counts.verify).toBe(verifiesBefore);

      const solved = await call(testApp.app, 'POST', 'auth/login', {
        body: { ...credentials, altcha: await solveChallenge(data.challenge) },
        ip,
      });
      expect(solved.statusCode).toBe(200);
      expect(counts.verify).toBe(verifiesBefore + 1);
    });

    it('revokes the token at logout: the same token then gets 401', async () => {
      const { token } = await signUp(testApp.app);
      expect((await call(testApp.app, 'GET', 'customer/account', { token })).statusCode).toBe(200);

      const loggedOut = await call(testApp.app, 'GET', 'auth/logout', { token });
      expect(loggedOut.json()).toEqual({ success: true, message: 'Çıkış yapıldı.', data: null });
      const after = await call(testApp.app, 'GET', 'customer/account', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json().success).toBe(false);
      expect((await call(testApp.app, 'GET', 'auth/logout', { token })).statusCode).toBe(401);
    });

    it('answers 401 without a token, with an unknown one, or from another browser', async () => {
      const { token } = await signUp(testApp.app);
      const missing = await call(testApp.app, 'GET', 'customer/account');
      const unknown = await call(testApp.app, 'GET', 'customer/account', {
        token: 'A'.repeat(43),
      });
      const otherBrowser = await call(testApp.app, 'GET', 'customer/account', {
        token,
        fingerprint: 'browser-b',
      });
      expect([missing.statusCode, unknown.statusCode, otherBrowser.statusCode]).toEqual([
        401, 401, 401,
      ]);
    });
  });
}
