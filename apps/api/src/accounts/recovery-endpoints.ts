import {
  changePasswordWithCode,
  checkResetCode,
  sendResetPassword,
} from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type Locale, registerEndpoint, serverMessage } from '../http';
import {
  accountRateRules,
  ownAddressCharge,
  type RateCharge,
  smsNumberCharge,
} from '../rate-limit';
import { accountMessages, outgoingTexts } from './account-messages';
import type { AccountServices } from './account-services';
import { findPlayerByUsername } from './player-records';
import { codeLifetimeMs } from './verification-codes';

const codeMinutes = String(codeLifetimeMs / 60_000);

function sendCharges(username: string, request: FastifyRequest): RateCharge[] {
  return [
    [accountRateRules.codeSendPerAccount, username],
    [accountRateRules.codeSendPerIp, request.ip],
  ];
}

function checkCharges(username: string, request: FastifyRequest): RateCharge[] {
  return [
    [accountRateRules.codeCheckPerAccount, username],
    [accountRateRules.codeCheckPerIp, request.ip],
  ];
}

function wrongCode(): ApiError {
  return new ApiError({
    status: 400,
    code: 'reset_code_wrong',
    text: accountMessages.resetCodeWrong,
  });
}

/**
 * Password recovery: POST /api/auth/sendresetpassword sends a 6-digit code by SMS and e-mail,
 * /auth/checkresetcode checks it, /auth/changepasswordwithcode uses it up to set the new password
 * and ends every session of the player. An unknown username gets the same answers as a known one.
 */
export function registerRecovery(app: FastifyInstance, services: AccountServices): void {
  const { database, hasher, sender, sessions, limiter, codes } = services;
  const { db } = database;

  registerEndpoint(app, sendResetPassword, async ({ username }, { request, locale }) => {
    await limiter.consume(sendCharges(username, request));
    const player = await findPlayerByUsername(db, username);
    if (player) {
      const code = await codes.issue(player.id, 'password_reset', player.username.toLowerCase());
      const language = player.locale as Locale;
      const params = { code, minutes: codeMinutes, name: player.name };
      // A number texted too often gets no SMS, the same answer and the e-mail: a 429 here would
      // tell that the username exists.
      if (await limiter.allows([smsNumberCharge(player.phone)])) {
        await sender.send({
          channel: 'sms',
          to: player.phone,
          body: serverMessage(outgoingTexts.resetSms, language, params),
          locale: language,
        });
      }
      await sender.send({
        channel: 'email',
        to: player.email,
        subject: serverMessage(outgoingTexts.resetEmailSubject, language),
        body: serverMessage(outgoingTexts.resetEmail, language, params),
        locale: language,
      });
    }
    return {
      success: true,
      message: serverMessage(accountMessages.resetCodeSent, locale),
      data: null,
    };
  });

  registerEndpoint(app, checkResetCode, async ({ username, code }, { request, locale }) => {
    await limiter.consume(checkCharges(username, request));
    const player = await findPlayerByUsername(db, username);
    const target = username.toLowerCase();
    const result = player
      ? await codes.check(player.id, 'password_reset', target, code, { consume: false })
      : 'rejected';
    if (result !== 'accepted') throw wrongCode();
    return {
      success: true,
      message: serverMessage(accountMessages.resetCodeAccepted, locale),
      data: null,
    };
  });

  registerEndpoint(app, changePasswordWithCode, async (input, { request, locale }) => {
    await limiter.consume(checkCharges(input.username, request));
    const player = await findPlayerByUsername(db, input.username);
    const target = input.username.toLowerCase();
    const result = player
      ? await codes.check(player.id, 'password_reset', target, input.code, { consume: true })
      : 'rejected';
    if (!player || result !== 'accepted') throw wrongCode();
    const passwordHash = await hasher.hash(input.password);
    await db
      .updateTable('player')
      .set({ password_hash: passwordHash })
      .where('id', '=', player.id)
      .execute();
    await sessions.revokeAll(player.id);
    // Whoever proved they hold the account logs in from here with the new password at once, even
    // while someone else's wrong guesses keep its logins locked.
    await limiter.restart(ownAddressCharge(input.username, request.ip));
    return {
      success: true,
      message: serverMessage(accountMessages.passwordChanged, locale),
      data: null,
    };
  });
}
