import { NotificationType } from '../../contract';
import { mockResetCode, mockSmsCode } from '../fixtures';
import { type MockResolvers, ok, rejected, signedIn } from '../mock-endpoint';
import { say } from '../mock-messages';
import { notifyPlayer, openSession, playerByUsername } from '../mock-state';

/** Login, sign-up, logout, password recovery, phone verification and password change. */
export const accountResolvers = {
  login: ({ input, state, locale }) => {
    const player = playerByUsername(state, input.username);
    if (!player || player.password !== input.password) return rejected(say(locale, 'loginFailed'));
    return ok(openSession(state, player), say(locale, 'loginSucceeded', { name: player.name }));
  },

  register: ({ input, state, locale }) => {
    if (playerByUsername(state, input.username)) return rejected(say(locale, 'usernameTaken'));
    // A TC number belongs to one account, as on the server.
    const numbers = [...state.players.values()].map((player) => player.personalNo);
    if (numbers.includes(input.PersonalNo)) return rejected(say(locale, 'personalNoTaken'));
    const player = {
      username: input.username,
      password: input.password,
      usercode: String(state.nextUsercode++),
      name: input.name,
      surname: input.surname,
      email: input.email,
      phone: input.phone,
      smsVerified: false,
      balanceMinor: 0,
      currency: 'TRY',
      trialBonusPending: input.trialBonus === 1,
      countryId: input.country,
      birthDate: input.birthDate,
      personalNo: input.PersonalNo,
      createdAt: new Date().toISOString(),
      favorites: new Set<string>(),
      notifications: [],
      financialActivities: [],
      bonusRequests: [],
      activeBonus: null,
      gameHistory: [],
      recentGames: [],
      pendingPhone: null,
      resetCode: null,
      paymentsByKey: new Map(),
    };
    state.players.set(player.username.toLowerCase(), player);
    notifyPlayer(
      state,
      player,
      NotificationType.System,
      'Aramıza hoş geldiniz',
      'Hesabınız oluşturuldu. Telefon numaranızı doğrulayarak hesabınızı güvene alın.',
    );
    return ok(openSession(state, player), say(locale, 'registered'));
  },

  logout: signedIn(({ state, token, locale }) => {
    state.sessions.delete(token);
    const record = state.sessionLog.find((entry) => entry.token === token);
    if (record) record.endedAt = new Date().toISOString();
    return ok(null, say(locale, 'loggedOut'));
  }),

  sendResetPassword: ({ input, state, locale }) => {
    // Same answer for unknown usernames, so the form does not reveal who is a player.
    const player = playerByUsername(state, input.username);
    if (player) player.resetCode = mockResetCode;
    return ok(null, say(locale, 'resetCodeSent'));
  },

  checkResetCode: ({ input, state, locale }) => {
    const player = playerByUsername(state, input.username);
    if (!player?.resetCode || player.resetCode !== input.code)
      return rejected(say(locale, 'resetCodeWrong'));
    return ok(null, say(locale, 'resetCodeAccepted'));
  },

  changePasswordWithCode: ({ input, state, locale }) => {
    const player = playerByUsername(state, input.username);
    if (!player?.resetCode || player.resetCode !== input.code)
      return rejected(say(locale, 'resetCodeWrong'));
    player.password = input.password;
    player.resetCode = null;
    return ok(null, say(locale, 'passwordChanged'));
  },

  updatePhone: signedIn(({ input, player, locale }) => {
    if (input.step === 1) {
      player.pendingPhone = input.phone;
      return ok(null, say(locale, 'smsSent', { phone: input.phone }));
    }
    if (player.pendingPhone === null) return rejected(say(locale, 'smsNotRequested'));
    if (player.pendingPhone !== input.phone || input.code !== mockSmsCode) {
      return rejected(say(locale, 'smsWrong'));
    }
    player.phone = input.phone;
    player.smsVerified = true;
    player.pendingPhone = null;
    return ok(null, say(locale, 'phoneVerified'));
  }),

  changePassword: signedIn(({ input, player, locale }) => {
    if (input.oldPassword !== player.password) return rejected(say(locale, 'oldPasswordWrong'));
    player.password = input.password;
    return ok(null, say(locale, 'passwordChanged'));
  }),
  accountDetails: signedIn(({ player, fixtures, startedAt }) => {
    const countryId = player.countryId ?? 235;
    const country = fixtures.countries.find((item) => item.id === countryId);
    const personalNo = player.personalNo ?? '10000000146';
    return ok({
      username: player.username,
      usercode: player.usercode,
      name: player.name,
      surname: player.surname,
      email: player.email,
      phone: player.phone,
      smsVerified: player.smsVerified,
      country: { id: countryId, name: country?.name ?? String(countryId) },
      birthDate: player.birthDate ?? '1970-01-01',
      personalNo: `${personalNo.slice(0, 3)}${'*'.repeat(personalNo.length - 5)}${personalNo.slice(-2)}`,
      createdAt: player.createdAt ?? new Date(startedAt).toISOString(),
    });
  }),

  sessionHistory: signedIn(({ player, state, token, input }) => {
    const username = player.username.toLowerCase();
    const entries = state.sessionLog
      .filter((entry) => entry.username === username)
      .reverse()
      .slice(input.skip, input.skip + input.take);
    return ok(
      entries.map((entry) => ({
        id: entry.id,
        startedAt: entry.startedAt,
        lastSeenAt: entry.lastSeenAt,
        ip: '127.0.0.1',
        device: 'Chrome / Windows',
        active: entry.endedAt === null && state.sessions.has(entry.token),
        current: entry.token === token,
      })),
    );
  }),
} satisfies Partial<MockResolvers>;
