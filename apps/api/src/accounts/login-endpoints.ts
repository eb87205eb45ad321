import { login, logout } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, registerEndpoint, serverMessage } from '../http';
import { accountRateRules, ownAddressCharge, type RateCharge } from '../rate-limit';
import {
  activeExclusion,
  applySessionTimeLimit,
  responsibleGamingMessages,
} from '../responsible-gaming';
import { readWallet } from '../wallet';
import { accountMessages } from './account-messages';
import type { AccountServices } from './account-services';
import { findPlayerByUsername, sessionData } from './player-records';

// An argon2id hash of a random password: an unknown username costs the same verify as a known one,
// so response times do not tell who is a player.
const unknownPlayerHash =
  '$argon2id$v=19$m=19456,t=2,p=1$/qCR6PwgzxM+eRNhnPSYeQ$8/rCK0kKNzZ+kXeRLWM5Rg5fG5ggEs9SXw1lroNaFcw';

/**
 * POST /api/auth/login and GET /api/auth/logout (revokes the session of the token). Every login
 * is a new session.
 *
 * Failed logins are counted per address and per account (or, from an address that proved it
 * holds the account, per account and address). While both have room, a login takes one attempt
 * from each before its password is hashed. Past either limit a login is not refused but asked for
 * a solved proof-of-work challenge (428), and charges no counter: an address that is past its
 * limit cannot lock accounts, and guesses from anywhere cannot lock the player out. With a solved
 * challenge the password is checked whatever the counters say; a wrong one still counts. The
 * server hashes at most one password per attempt left under the limits or per solved challenge.
 */
export function registerLogin(app: FastifyInstance, services: AccountServices): void {
  const { database, hasher, sessions, limiter, challenges } = services;

  registerEndpoint(app, login, async (input, { request, locale }) => {
    const perIp: RateCharge = [accountRateRules.loginPerIp, request.ip];
    const fromOwnAddress = ownAddressCharge(input.username, request.ip);
    // Guesses from elsewhere count on the account, but not for the address its owner last used.
    const ownAddress = await limiter.isRunning(fromOwnAddress);
    const perAccount: RateCharge = ownAddress
      ? fromOwnAddress
      : [accountRateRules.loginPerAccount, input.username];
    const charges = [perIp, perAccount];
    // The address first: a request it refuses never reaches the account's counter.
    const reserved = await limiter.reserve(charges);
    if (!reserved && !(await challenges.redeem(input.altcha, 'login'))) {
      throw await challenges.required('login', { solutionRefused: input.altcha !== undefined });
    }

    const player = await findPlayerByUsername(database.db, input.username);
    const matches = await hasher.verify(player?.password_hash ?? unknownPlayerHash, input.password);
    if (!player || !matches) {
      // A reserved attempt is already counted; a guess behind a challenge counts too.
      if (!reserved) await limiter.count(charges);
      throw new ApiError({ status: 400, code: 'login_failed', text: accountMessages.loginFailed });
    }
    const exclusion = await activeExclusion(database.db, player.id, services.clock());
    if (exclusion?.kind === 'self_exclusion') {
      throw new ApiError({
        status: 403,
        code: 'self_excluded',
        text: responsibleGamingMessages.selfExcludedLogin,
      });
    }
    // Only failures count: the address gets its attempt back and the account starts afresh.
    // The account-wide count stays when the login came through a challenge or from the owner's
    // own address: it may be someone else's guesses, and lifting it would give them 5 more. From
    // here on this address has its own count.
    if (reserved) {
      await limiter.refund([perIp]);
      if (!ownAddress) await limiter.clear([perAccount]);
    }
    await limiter.restart(fromOwnAddress);
    if (player.locale !== locale) {
      await database.db.updateTable('player').set({ locale }).where('id', '=', player.id).execute();
    }
    const { token, sessionId } = await sessions.open(player.id, request);
    await applySessionTimeLimit(database.db, player.id, services.clock());
    sessions.cache.forgetSessions(player.id);
    const providers = await services.providerCredentials?.(
      { playerId: player.id, sessionId },
      request,
    );
    return {
      success: true,
      message: serverMessage(accountMessages.loginSucceeded, locale, { name: player.name }),
      data: sessionData(
        player,
        token,
        (await readWallet(database.db, player.id)).balanceKurus,
        providers,
      ),
    };
  });

  registerEndpoint(app, logout, async (_input, context) => {
    await sessions.revoke(context.session.sessionId);
    return {
      success: true,
      message: serverMessage(accountMessages.loggedOut, context.locale),
      data: null,
    };
  });
}
