import { type MockResolvers, ok, signedIn } from '../mock-endpoint';
import { balanceOf } from '../mock-state';

/** Balance and notifications of the logged-in player. */
export const playerResolvers = {
  balance: signedIn(({ player }) => ok(balanceOf(player))),

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
} satisfies Partial<MockResolvers>;
