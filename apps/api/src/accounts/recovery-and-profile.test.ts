import {
  accountDetails,
  challengeRequiredEnvelope,
  sessionHistory,
} from '@zar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../challenges/solve-challenge';
import { testEngines } from '../db/test-engines';
import { openTestApp } from '../test-app';
import { call, latestCode, signUp } from './test-players';

for (const { kind, skipReason } of testEngines) {
  describe.skipIf(skipReason !== null)(`recovery, phone and account on ${kind}`, () => {
    let testApp: Awaited<ReturnType<typeof openTestApp>>;
    let now = new Date('2026-03-14T12:00:00Z');
    const later = (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    };
    let ipSerial = 0;
    // Each test its own IP, so the per-IP limits of one test do not reach the next.
    const freshIp = () => `10.1.0.${++ipSerial}`;

    beforeAll(async () => {
      testApp = await openTestApp({ kind, app: { clock: () => now } });
    });
    afterAll(() => testApp.close());

    const post = (path: string, body: unknown, options: Record<string, string> = {}) =>
      call(testApp.app, 'POST', path, { body, ...options });

    it('resets a password end to end with the code from the outbox and ends every session', async () => {
      const ip = freshIp();
      const { body, token } = await signUp(testApp.app, { email: 'reset.me@zar.test' });
      const sent = await post('auth/sendresetpassword', { username: body.username }, { ip });
      expect(sent.json()).toEqual({
        success: true,
        message:
          'Kullanıcı adı kayıtlıysa telefonunuza ve e-posta adresinize bir sıfırlama kodu gönderdik.',
        data: null,
      });
      const code = await latestCode(testApp.app, body.phone);
      expect(await latestCode(testApp.app, 'reset.me@zar.test')).toBe(code);

      const checked = await post('auth/checkresetcode', { username: body.username, code }, { ip });
      expect(checked.statusCode).toBe(200);
      const changed = await post(
        'auth/changepasswordwithcode',
        { username: body.username, code, password: 'yenisifre', password2: 'yenisifre' },
        { ip },
      );
      expect(changed.json().message).toBe('Şifreniz başarıyla değiştirildi.');

      expect((await call(testApp.app, 'GET', 'customer/account', { token })).statusCode).toBe(401);
      const oldPassword = await post(
        'auth/login',
        { username: body.username, password: 'gizli1' },
        { ip },
      );
      const newPassword = await post(
        'auth/login',
        { username: body.username, password: 'yenisifre' },
        { ip },
      );
      expect(oldPassword.statusCode).toBe(400);
      expect(newPassword.statusCode).toBe(200);

      // Single use: the same code no longer works.
      const reused = await post(
        'auth/changepasswordwithcode',
        { username: body.username, code, password: 'baskasi1', password2: 'baskasi1' },
        { ip },
      );
      expect(reused.statusCode).toBe(400);
    });

    it('answers an unknown username exactly like a known one', async () => {
      const ip = freshIp();
      const { body } = await signUp(testApp.app);
      const known = await post(
        'auth/sendresetpassword',
        { username: body.username },
        { ip, locale: 'en' },
      );
      const unknown = await post(
        'auth/sendresetpassword',
        { username: 'kimseyok99' },
        { ip, locale: 'en' },
      );
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());

      const knownCheck = await post(
        'auth/checkresetcode',
        { username: body.username, code: '000000' },
        { ip },
      );
      const unknownCheck = await post(
        'auth/checkresetcode',
        { username: 'kimseyok99', code: '000000' },
        { ip },
      );
      expect(unknownCheck.statusCode).toBe(knownCheck.statusCode);
      expect(unknownCheck.json()).toEqual(knownCheck.json());
      expect(knownCheck.json().message).toBe('Sıfırlama kodu hatalı veya süresi dolmuş.');
    });

    it('lets a reset code expire after 10 minutes', async () => {
      const ip = freshIp();
      const { body } = await signUp(testApp.app);
      await post('auth/sendresetpassword', { username: body.username }, { ip });
      const code = await latestCode(testApp.app, body.phone);
      later(9);
      expect(
        (await post('auth/checkresetcode', { username: body.username, code }, { ip })).statusCode,
      ).toBe(200);
      later(2);
      expect(
        (await post('auth/checkresetcode', { username: body.username, code }, { ip })).statusCode,
      ).toBe(400);
    });

    it('allows 5 wrong tries, then the code is invalid even when right', async () => {
      const ip = freshIp();
      const { body } = await signUp(testApp.app);
      await post('auth/sendresetpassword', { username: body.username }, { ip });
      const code = await latestCode(testApp.app, body.phone);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let index = 0; index < 5; index += 1) {
        const response = await post(
          'auth/checkresetcode',
          { username: body.username, code: wrong },
          { ip },
        );
        expect(response.statusCode).toBe(400);
      }
      const right = await post('auth/checkresetcode', { username: body.username, code }, { ip });
      expect(right.statusCode).toBe(400);
    });

    it('asks for a challenge past 3 codes sent per account, and sends the 4th with a solved one', async () => {
      const ip = freshIp();
      const { body } = await signUp(testApp.app);
      for (let index = 0; index < 3; index += 1) {
        expect(
          (await post('auth/sendresetpassword', { username: body.username }, { ip })).statusCode,
        ).toBe(200);
      }
      const asked = await post(
        'auth/sendresetpassword',
        { username: body.username },
        { ip, locale: 'en' },
      );
      expect(asked.statusCode).toBe(428);
      const { data } = challengeRequiredEnvelope.parse(asked.json());
      expect(data.challenge.parameters.data).toMatchObject({ purpose: 'recovery' });
      const codeBefore = await latestCode(testApp.app, body.phone);
      const sent = await post(
        'auth/sendresetpassword',
        { username: body.username, altcha: await solveChallenge(data.challenge) },
        { ip, locale: 'en' },
      );
      expect(sent.statusCode).toBe(200);
      expect(await latestCode(testApp.app, body.phone)).not.toBe(codeBefore);
    });

    it('verifies a new phone in two steps with the SMS code from the outbox', async () => {
      const ip = freshIp();
      const { token } = await signUp(testApp.app);
      const phone = '905551112233';
      const step1 = await call(testApp.app, 'POST', 'customer/updatephone', {
        token,
        ip,
        body: { step: 1, phone },
      });
      expect(step1.json().message).toBe(`Doğrulama kodu ${phone} numarasına gönderildi.`);
      const code = await latestCode(testApp.app, phone);
      expect(code).toMatch(/^\d{6}$/);

      const wrong = await call(testApp.app, 'POST', 'customer/updatephone', {
        token,
        ip,
        body: { step: 2, phone, code: code === '999999' ? '888888' : '999999' },
      });
      expect(wrong.statusCode).toBe(400);
      const step2 = await call(testApp.app, 'POST', 'customer/updatephone', {
        token,
        ip,
        body: { step: 2, phone, code },
      });
      expect(step2.json()).toEqual({
        success: true,
        message: 'Telefon numaranız başarıyla doğrulandı!',
        data: null,
      });
      const details = accountDetails.response.parse(
        (await call(testApp.app, 'GET', 'customer/account', { token })).json(),
      );
      expect(details.data).toMatchObject({ phone, smsVerified: true });
    });

    it('refuses to text a code to a phone another player uses', async () => {
      const { body: other } = await signUp(testApp.app);
      const { token } = await signUp(testApp.app);
      const response = await call(testApp.app, 'POST', 'customer/updatephone', {
        token,
        ip: freshIp(),
        body: { step: 1, phone: other.phone },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Bu telefon numarası başka bir üyelikte kayıtlı.');
    });

    it('changes the password, keeping this session and ending the others', async () => {
      const ip = freshIp();
      const { body, token } = await signUp(testApp.app);
      const other = await post(
        'auth/login',
        { username: body.username, password: 'gizli1' },
        { ip },
      );
      const otherToken = other.json().data.token;

      const wrongOld = await call(testApp.app, 'POST', 'customer/changepassword', {
        token,
        ip,
        body: { oldPassword: 'yanlis1', password: 'yenisifre', confirmPassword: 'yenisifre' },
      });
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json().message).toBe('Mevcut şifreniz hatalı.');
      expect(
        (await call(testApp.app, 'GET', 'customer/account', { token: otherToken })).statusCode,
      ).toBe(200);

      const changed = await call(testApp.app, 'POST', 'customer/changepassword', {
        token,
        ip,
        body: { oldPassword: 'gizli1', password: 'yenisifre', confirmPassword: 'yenisifre' },
      });
      expect(changed.json().message).toBe('Şifreniz başarıyla değiştirildi.');
      expect((await call(testApp.app, 'GET', 'customer/account', { token })).statusCode).toBe(200);
      expect(
        (await call(testApp.app, 'GET', 'customer/account', { token: otherToken })).statusCode,
      ).toBe(401);
    });

    it('changes the password from an address past its login limit: those failures are not the player’s', async () => {
      const ip = freshIp();
      for (let index = 0; index < 21; index += 1) {
        await post('auth/login', { username: `nobody${index}`, password: 'yanlis1' }, { ip });
      }
      const { token } = await signUp(testApp.app);
      const changed = await call(testApp.app, 'POST', 'customer/changepassword', {
        token,
        ip,
        body: { oldPassword: 'gizli1', password: 'yenisifre', confirmPassword: 'yenisifre' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    });

    it('shows the account details with a masked TC number and the country in the request language', async () => {
      const { body, token } = await signUp(testApp.app, { PersonalNo: '12345678950' });
      const response = await call(testApp.app, 'GET', 'customer/account', { token, locale: 'en' });
      const { data } = accountDetails.response.parse(response.json());
      expect(data).toMatchObject({
        username: body.username,
        name: body.name,
        surname: body.surname,
        email: body.email,
        phone: body.phone,
        smsVerified: false,
        country: { id: 235, name: 'Türkiye' },
        birthDate: '1990-06-15',
        personalNo: '123******50',
        createdAt: now.toISOString(),
      });
    });

    it('lists the sessions newest first with the current and active flags', async () => {
      const ip = freshIp();
      const { body, token: first } = await signUp(testApp.app);
      later(1);
      const second = (
        await post('auth/login', { username: body.username, password: 'gizli1' }, { ip })
      ).json().data.token;
      later(1);
      await call(testApp.app, 'GET', 'auth/logout', { token: second });

      const response = await call(testApp.app, 'POST', 'customer/sessions', {
        token: first,
        body: { skip: 0, take: 10 },
      });
      const { data } = sessionHistory.response.parse(response.json());
      expect(data).toHaveLength(2);
      expect(data.map(({ active, current }) => ({ active, current }))).toEqual([
        { active: false, current: false },
        { active: true, current: true },
      ]);
      expect(data[0]).toMatchObject({ ip, device: 'Chrome / Windows' });
      expect(Date.parse(data[0]?.startedAt ?? '')).toBeGreaterThan(
        Date.parse(data[1]?.startedAt ?? ''),
      );
    });
  });
}

describe('dev outbox', () => {
  it('is 404 when the server runs in production', async () => {
    const production = await openTestApp({ config: { environment: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().success).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('account logging', () => {
  it('never writes passwords, tokens or reset codes to the log, even at trace level', async () => {
    const lines: string[] = [];
    const logged = await openTestApp({
      log: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const { body, token } = await signUp(logged.app, {
        password: 'gizliparola',
        password2: 'gizliparola',
      });
      await call(logged.app, 'POST', 'auth/sendresetpassword', {
        body: { username: body.username },
      });
      const code = await latestCode(logged.app, body.phone);
      await call(logged.app, 'POST', 'auth/checkresetcode', {
        body: { username: body.username, code },
      });
      const log = lines.join('');
      expect(log).toContain('/api/auth/checkresetcode');
      // Standalone, not inside a longer number such as a timestamp.
      expect(log).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
      expect(log).not.toContain('gizliparola');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
