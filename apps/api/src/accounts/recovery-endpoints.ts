import {
  changePasswordWithCode,
  checkResetCode,
  sendResetPassword,
} from '@zar/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChallengePurpose } from '../challenges';
import { ApiError, type Locale, registerEndpoint, serverMessage } from '../http';
import {
  accountRateRules,
  ownAddressCharge,
  type RateCharge,
  smsNumberCharge,
} from '../rate-limit';
import { requestFingerprint } from '../sessions';
import { accountMessages, outgoingTexts } from './account-messages';
import type { AccountServices } from './account-services';
import { findPlayerByUsername } from './player-records';
import { codeLifetimeMs } from './verification-codes';

const codeMinutes = String(codeLifetimeMs / 60_000);

// The address first: a request it refuses never reaches the account's counter.
function sendCharges(username: string, request: FastifyRequest): RateCharge[] {
  return [
    [accountRateRules.codeSendPerIp, request.ip],
    [accountRateRules.codeSendPerAccount, username],
  ];
}

function checkCharges(username: string, request: FastifyRequest): RateCharge[] {
  return [
    [accountRateRules.codeCheckPerIp, request.ip],
    [accountRateRules.codeCheckPerAccount, username],
  ];
}

/**
 * Whom a reset code is for: the account, on the browser (fingerprint) that asked for it. Another
 * browser's sends and wrong tries open and close its own codes, never this one's.
 */
function resetTarget(username: string, request: FastifyRequest): string {
  return `${username.toLowerCase()}\n${requestFingerprint(request) ?? ''}`;
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
 *
 * Nobody can block someone else's reset: a code works only from the browser that asked for it,
 * and past the attempt limits of an address or an account each call asks for a solved
 * proof-of-work challenge (428) instead of refusing, charging no counter until it is solved.
 */
export function registerRecovery(app: FastifyInstance, services: AccountServices): void {
  const { database, hasher, sender, sessions, limiter, codes, challenges } = services;
  const { db } = database;

  /** Takes an attempt under the limits, or redeems the call's solved challenge, or asks for one. */
  async function admit(charges: RateCharge[], altcha: string | undefined) {
    const purpose: ChallengePurpose = 'recovery';
    if (await limiter.reserve(charges)) return;
    if (!(await challenges.redeem(altcha, purpose))) {
      throw await challenges.required(purpose, { solutionRefused: altcha !== undefined });
    }
    // Behind a challenge the attempt still counts.
    await limiter.count(charges);
  }

  registerEndpoint(app, sendResetPassword, async ({ username, altcha }, { request, locale }) => {
    await admit(sendCharges(username, request), altcha);
    const player = await findPlayerByUsername(db, username);
    if (player) {
      const code = await codes.issue(player.id, 'password_reset', resetTarget(username, request));
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

  registerEndpoint(app, checkResetCode, async ({ username, code, altcha }, { request, locale }) => {
    await admit(checkCharges(username, request), altcha);
    const player = await findPlayerByUsername(db, username);
    const target = resetTarget(username, request);
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
    await admit(checkCharges(input.username, request), input.altcha);
    const player = await findPlayerByUsername(db, input.username);
    const target = resetTarget(input.username, request);
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
