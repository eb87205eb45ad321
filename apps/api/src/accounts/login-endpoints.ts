import { login, logout } from '@zar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, registerEndpoint, serverMessage, signedIn } from '../http';
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
 * POST /api/auth/login (rate-limited per account and per IP before the password is hashed; every
 * login is a new session) and GET /api/auth/logout (revokes the session of the token).
 */
export function registerLogin(app: FastifyInstance, services: AccountServices): void {
  const { database, hasher, sessions, limiter } = services;

  registerEndpoint(app, login, async (input, { request, locale }) => {
    const perAccount: RateCharge = [accountRateRules.loginPerAccount, input.username];
    const perIp: RateCharge = [accountRateRules.loginPerIp, request.ip];
    const fromOwnAddress = ownAddressCharge(input.username, request.ip);
    // Guesses from elsewhere lock the account, but not for the address its owner last used.
    const ownAddress = await limiter.isRunning(fromOwnAddress);
    await limiter.consume([ownAddress ? fromOwnAddress : perAccount, perIp]);

    const player = await findPlayerByUsername(database.db, input.username);
    const matches = await hasher.verify(player?.password_hash ?? unknownPlayerHash, input.password);
    if (!player || !matches) {
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
    // Only failures count: the account starts afresh and the IP gets its attempt back.
    // The account-wide count stays while its owner logs in from their own address: it may be
    // someone else's guesses, and lifting it would give them 5 more.
    if (!ownAddress) await limiter.clear([perAccount]);
    await limiter.refund([perIp]);
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
    await sessions.revoke(signedIn(context).sessionId);
    return {
      success: true,
      message: serverMessage(accountMessages.loggedOut, context.locale),
      data: null,
    };
  });
}
