import { fromMinorUnits, NotificationType } from '../../contract';
import { type MockResolvers, ok, rejected, signedIn } from '../mock-endpoint';
import { say } from '../mock-messages';
import { notifyPlayer } from '../mock-state';

/** Balance, notifications and the trial bonus of the logged-in player. */
export const playerResolvers = {
  balance: signedIn(({ player }) =>
    ok({ balance: fromMinorUnits(player.balanceMinor), currency: player.currency }),
  ),

  notifications: signedIn(({ player, input }) =>
    ok(
      player.notifications.slice(input.skip, input.skip + input.take).map((item) => ({ ...item })),
    ),
  ),

  readNotification: signedIn(({ player, input }) => {
    const ids = new Set(input.id);
    for (const item of player.notifications) if (ids.has(item.id)) item.isRead = true;
    return ok(null);
  }),

  claimTrialBonus: signedIn(({ player, state, fixtures, locale }) => {
    const amount = fixtures.bootstrap.trialBonusAmount;
    if (!player.trialBonusPending || amount <= 0)
      return rejected(say(locale, 'trialBonusUnavailable'));
    player.trialBonusPending = false;
    player.balanceMinor += Math.round(amount * 100);
    notifyPlayer(
      state,
      player,
      NotificationType.Bonus,
      'Deneme bonusu tanımlandı',
      `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2 })} ₺ deneme bonusunuz hesabınıza eklendi.`,
    );
    return ok(null, say(locale, 'trialBonusClaimed'));
  }),
} satisfies Partial<MockResolvers>;
