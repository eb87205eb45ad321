import { register } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { restrictedCountryIds } from '../countries';
import { ApiError, registerEndpoint, serverMessage } from '../http';
import { accountRateRules, type RateCharge } from '../rate-limit';
import { requestFingerprint } from '../sessions';
import { accountMessages } from './account-messages';
import type { AccountServices } from './account-services';
import {
  ageOn,
  minimumAge,
  newUsercode,
  sessionData,
  takenError,
  takenField,
  violatedUniqueField,
} from './player-records';
import { sendWelcome } from './welcome-messages';

/**
 * POST /api/auth/register: checks what the contract cannot (the terms and 18+ consent ticked, age
 * limit, a known country the operator takes sign-ups from, unique username, e-mail, phone and TC
 * number), stores the player with an argon2id password hash and the time of their consent, and
 * logs them in; the player is e-mailed a welcome (welcome-messages.ts). A refusal about one form field names it in its `data` (`{ field }`), so the form
 * can say it next to that field.
 *
 * Sign-ups are counted per address and per device (the fingerprint header, or none) before any
 * of that; past either limit a sign-up asks for a solved proof-of-work challenge (428) and charges
 * nothing until it is solved.
 */
export function registerSignUp(app: FastifyInstance, services: AccountServices): void {
  const { database, clock, hasher, sessions, limiter, challenges } = services;
  const { db } = database;

  registerEndpoint(app, register, async (input, { request, locale }) => {
    const charges: RateCharge[] = [
      [accountRateRules.signUpPerIp, request.ip],
      [accountRateRules.signUpPerDevice, requestFingerprint(request) ?? ''],
    ];
    if (!(await limiter.reserve(charges))) {
      if (!(await challenges.redeem(input.altcha, 'sign-up'))) {
        throw await challenges.required('sign-up', { solutionRefused: input.altcha !== undefined });
      }
      await limiter.count(charges);
    }
    if (input.termsAccepted !== true) {
      throw new ApiError({
        status: 400,
        code: 'terms_required',
        text: accountMessages.termsRequired,
        data: { field: 'termsAccepted' },
      });
    }
    const age = await minimumAge(db);
    if (ageOn(input.birthDate, clock()) < age) {
      throw new ApiError({
        status: 400,
        code: 'too_young',
        text: accountMessages.tooYoung,
        params: { age: String(age) },
        data: { field: 'birthDate' },
      });
    }
    const country = await db
      .selectFrom('country')
      .select('id')
      .where('id', '=', input.country)
      .executeTakeFirst();
    if (!country) {
      throw new ApiError({
        status: 400,
        code: 'unknown_country',
        text: accountMessages.unknownCountry,
      });
    }
    if ((await restrictedCountryIds(db)).has(country.id)) {
      throw new ApiError({
        status: 400,
        code: 'restricted_country',
        text: accountMessages.restrictedCountry,
      });
    }
    const taken = await takenField(db, input);
    if (taken) throw takenError(taken);

    const passwordHash = await hasher.hash(input.password);
    const player = await insertPlayer(async (usercode) =>
      db
        .insertInto('player')
        .values({
          usercode,
          username: input.username,
          email: input.email,
          phone: input.phone,
          name: input.name,
          surname: input.surname,
          country_id: input.country,
          currency_id: input.currencyId,
          birth_date: input.birthDate,
          personal_no: input.PersonalNo,
          password_hash: passwordHash,
          trial_bonus_requested: input.trialBonus === 1,
          terms_accepted_at: clock(),
          ref_id: input.refId ?? null,
          locale,
          created_at: clock(),
        })
        .returning(['id', 'username', 'usercode', 'phone', 'sms_verified'])
        .executeTakeFirstOrThrow(),
    );
    await sendWelcome(services, input, locale);
    const { token, sessionId } = await sessions.open(player.id, request);
    const providers = await services.providerCredentials?.(
      { playerId: player.id, sessionId },
      request,
    );
    return {
      success: true,
      message: serverMessage(accountMessages.registered, locale),
      // A new player has no money yet.
      data: sessionData(player, token, 0n, providers),
    };
  });
}

// A random usercode may already exist: draw again. A username, e-mail, phone or TC number
// registered by a concurrent request after our check is reported like the check would have.
async function insertPlayer<T>(insert: (usercode: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insert(newUsercode());
    } catch (error) {
      const field = violatedUniqueField(error);
      if (field === 'usercode' && attempt < 5) continue;
      if (field && field !== 'usercode') throw takenError(field);
      throw error;
    }
  }
}
