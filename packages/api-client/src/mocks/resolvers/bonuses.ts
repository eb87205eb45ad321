import { type BonusOffer, BonusRequestStatus, NotificationType } from '../../contract';
import type { MockBonusOffer } from '../fixtures';
import { failed, type MockResolvers, ok, signedIn } from '../mock-endpoint';
import { type MockLocale, say } from '../mock-messages';
import { type MockPlayer, type MockState, notifyPlayer } from '../mock-state';

const formatLira = (amount: number, locale: MockLocale = 'tr') =>
  amount.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** True while the offer's window holds the current time. */
function isOpen(offer: MockBonusOffer, now = Date.now()): boolean {
  return (
    Date.parse(offer.startsAt) <= now && (offer.endsAt === null || Date.parse(offer.endsAt) > now)
  );
}

/** The offer as `bonus/offers` lists it to this player. */
function listedOffer(offer: MockBonusOffer, player: MockPlayer, locale: MockLocale): BonusOffer {
  return {
    id: offer.id,
    name: offer.name[locale],
    summary: offer.summary[locale],
    terms: offer.terms[locale],
    amount: offer.amount,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    claimed: player.bonusRequests.some((request) => request.offerId === offer.id),
  };
}

/** Credits a bonus: balance, a Completed request at the top of the history, a notification. */
function grant(
  state: MockState,
  player: MockPlayer,
  bonus: { offerId: number | null; name: Record<MockLocale, string>; amount: number },
): void {
  const now = new Date().toISOString();
  player.balanceMinor += Math.round(bonus.amount * 100);
  player.bonusRequests.unshift({
    id: state.nextBonusRequestId++,
    ...bonus,
    status: BonusRequestStatus.Completed,
    createdAt: now,
    settledAt: now,
  });
  notifyPlayer(
    state,
    player,
    NotificationType.Bonus,
    'Bonus tanımlandı',
    `${formatLira(bonus.amount)} ₺ tutarındaki ${bonus.name.tr} bakiyenize eklendi.`,
  );
}

/** The trial bonus, the claimable offers and the bonus history of the logged-in player. */
export const bonusResolvers = {
  claimTrialBonus: signedIn(({ player, state, fixtures, locale }) => {
    const amount = fixtures.bootstrap.trialBonusAmount;
    if (!player.trialBonusPending || amount <= 0) {
      return failed(400, say(locale, 'trialBonusUnavailable'));
    }
    player.trialBonusPending = false;
    grant(state, player, {
      offerId: null,
      name: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
      amount,
    });
    return ok(null, say(locale, 'trialBonusClaimed'));
  }),

  bonusOffers: signedIn(({ player, fixtures, locale }) =>
    ok(
      fixtures.bonusOffers
        .filter((offer) => isOpen(offer))
        .map((offer) => listedOffer(offer, player, locale)),
    ),
  ),

  claimBonusOffer: signedIn(({ player, state, fixtures, locale, input }) => {
    const offer = fixtures.bonusOffers.find((item) => item.id === input.id && isOpen(item));
    if (!offer) return failed(400, say(locale, 'bonusOfferUnavailable'));
    const name = offer.name[locale];
    if (player.bonusRequests.some((request) => request.offerId === offer.id)) {
      return failed(400, say(locale, 'bonusOfferClaimed', { name }));
    }
    grant(state, player, { offerId: offer.id, name: offer.name, amount: offer.amount });
    return ok(
      null,
      say(locale, 'bonusOfferGranted', {
        name,
        amount: formatLira(offer.amount, locale),
      }),
    );
  }),

  bonusHistory: signedIn(({ player, locale, input }) => {
    const matching = player.bonusRequests.filter(
      (request) => input.status === undefined || request.status === input.status,
    );
    return ok({
      total: matching.length,
      items: matching.slice(input.skip, input.skip + input.take).map(({ offerId, ...request }) => ({
        ...request,
        name: request.name[locale],
      })),
    });
  }),
} satisfies Partial<MockResolvers>;
