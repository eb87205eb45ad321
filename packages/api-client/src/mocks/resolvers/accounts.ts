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
      favorites: new Set<string>(),
      notifications: [],
      pendingPhone: null,
      resetCode: null,
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
} satisfies Partial<MockResolvers>;
