import { accountDetails, changePassword, updatePhone } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError, type Locale, registerEndpoint, serverMessage } from '../http';
import { accountRateRules, type RateCharge, smsNumberCharge } from '../rate-limit';
import { accountMessages, outgoingTexts } from './account-messages';
import type { AccountServices } from './account-services';
import {
  findPlayerById,
  maskPersonalNo,
  takenError,
  takenField,
  violatedUniqueField,
} from './player-records';
import { codeLifetimeMs } from './verification-codes';

/**
 * The logged-in player's own account: POST /api/customer/updatephone (step 1 texts a 6-digit code
 * to the phone, step 2 checks it, sets the phone and marks it verified), POST
 * /api/customer/changepassword (ends the player's other sessions, keeps this one) and
 * GET /api/customer/account.
 */
export function registerProfile(app: FastifyInstance, services: AccountServices): void {
  const { database, hasher, sender, sessions, limiter, codes } = services;
  const { db } = database;

  registerEndpoint(app, updatePhone, async (input, context) => {
    const { playerId } = context.session;
    const { request, locale } = context;
    const account = `player-${playerId}`;
    if (input.step === 1) {
      await limiter.consume([
        [accountRateRules.codeSendPerAccount, account],
        [accountRateRules.codeSendPerIp, request.ip],
      ]);
      if (await takenField(db, { phone: input.phone }, playerId)) throw takenError('phone');
      await limiter.consume([smsNumberCharge(input.phone)]);
      const player = await findPlayerById(db, playerId);
      const code = await codes.issue(playerId, 'phone', input.phone);
      const language = player.locale as Locale;
      await sender.send({
        channel: 'sms',
        to: input.phone,
        body: serverMessage(outgoingTexts.phoneSms, language, {
          code,
          minutes: String(codeLifetimeMs / 60_000),
        }),
        locale: language,
      });
      return {
        success: true,
        message: serverMessage(accountMessages.smsSent, locale, { phone: input.phone }),
        data: null,
      };
    }

    await limiter.consume([
      [accountRateRules.codeCheckPerAccount, account],
      [accountRateRules.codeCheckPerIp, request.ip],
    ]);
    const result = await codes.check(playerId, 'phone', input.phone, input.code, { consume: true });
    if (result !== 'accepted') {
      throw new ApiError({ status: 400, code: 'sms_code_wrong', text: accountMessages.smsWrong });
    }
    try {
      await db
        .updateTable('player')
        .set({ phone: input.phone, sms_verified: true })
        .where('id', '=', playerId)
        .execute();
    } catch (error) {
      if (violatedUniqueField(error) === 'phone') throw takenError('phone');
      throw error;
    }
    return {
      success: true,
      message: serverMessage(accountMessages.phoneVerified, locale),
      data: null,
    };
  });

  registerEndpoint(app, changePassword, async (input, context) => {
    const { playerId, sessionId } = context.session;
    const { locale } = context;
    // Counted on the account only: a logged-in player's typos are not the address's failed
    // logins, and an address past its login limit (a carrier's, shared by thousands) does not
    // stop its players changing their own passwords.
    const charges: RateCharge[] = [[accountRateRules.loginPerAccount, `player-${playerId}`]];
    await limiter.consume(charges);
    const player = await findPlayerById(db, playerId);
    if (!(await hasher.verify(player.password_hash, input.oldPassword))) {
      throw new ApiError({
        status: 400,
        code: 'old_password_wrong',
        text: accountMessages.oldPasswordWrong,
      });
    }
    await limiter.refund(charges);
    const passwordHash = await hasher.hash(input.password);
    await db
      .updateTable('player')
      .set({ password_hash: passwordHash })
      .where('id', '=', playerId)
      .execute();
    // Whoever else holds a session is logged out; the player stays logged in here.
    await sessions.revokeAll(playerId, sessionId);
    return {
      success: true,
      message: serverMessage(accountMessages.passwordChanged, locale),
      data: null,
    };
  });

  registerEndpoint(app, accountDetails, async (_input, context) => {
    const { playerId } = context.session;
    const row = await db
      .selectFrom('player')
      .innerJoin('country', 'country.id', 'player.country_id')
      .select([
        'player.username',
        'player.usercode',
        'player.name',
        'player.surname',
        'player.email',
        'player.phone',
        'player.sms_verified',
        'player.personal_no',
        'player.created_at',
        'country.id as country_id',
        'country.name_tr',
        'country.name_en',
        sql<string>`player.birth_date::text`.as('birth_date'),
      ])
      .where('player.id', '=', playerId)
      .executeTakeFirstOrThrow();
    return {
      success: true,
      message: null,
      data: {
        username: row.username,
        usercode: row.usercode,
        name: row.name,
        surname: row.surname,
        email: row.email,
        phone: row.phone,
        smsVerified: row.sms_verified,
        country: {
          id: row.country_id,
          name: context.locale === 'en' ? row.name_en : row.name_tr,
        },
        birthDate: row.birth_date,
        personalNo: maskPersonalNo(row.personal_no),
        createdAt: row.created_at.toISOString(),
      },
    };
  });
}
