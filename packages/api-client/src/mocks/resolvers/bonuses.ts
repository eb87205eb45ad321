import {
  type ActiveBonus,
  type BonusOffer,
  BonusRequestStatus,
  type BonusTerms,
  fromMinorUnits,
  NotificationType,
} from '../../contract';
import type { MockActiveBonus, MockBonusOffer } from '../fixtures';
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
    rules: structuredClone(offer.rules),
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    claimed: player.bonusRequests.some((request) => request.offerId === offer.id),
  };
}

/** The active bonus as `bonus/active` lists it, in the request's language. */
function listedActiveBonus(bonus: MockActiveBonus, locale: MockLocale): ActiveBonus {
  return {
    id: bonus.id,
    name: bonus.name[locale],
    granted: fromMinorUnits(bonus.grantedMinor),
    balance: fromMinorUnits(bonus.balanceMinor),
    wagered: fromMinorUnits(bonus.wageredMinor),
    required: fromMinorUnits(bonus.grantedMinor * bonus.rules.wagering),
    expiresAt: bonus.expiresAt,
    rules: structuredClone(bonus.rules),
  };
}

/** The sign-up trial bonus's rules, as the reference API's `trialBonusRules`. */
const trialRules: BonusTerms = {
  percent: null,
  minDeposit: null,
  wagering: 35,
  contribution: { slots: 100, table: 10, live: 0, sportsbook: 100 },
  sportsbookMinOdds: 1.5,
  maxBet: 25,
  days: 7,
  maxCashout: 250,
};

/** What a grant puts in the bonus pocket: an offer, or the trial bonus (no offer). */
type PocketGrant = Pick<MockBonusOffer, 'name' | 'amount' | 'rules'> & { id: number | null };

/** Puts a bonus in the bonus pocket as the active bonus, Processing in the history, and notifies. */
function grantToBonusPocket(state: MockState, player: MockPlayer, offer: PocketGrant): void {
  const now = new Date();
  const id = state.nextBonusRequestId++;
  const grantedMinor = Math.round(offer.amount * 100);
  player.bonusRequests.unshift({
    id,
    offerId: offer.id,
    name: offer.name,
    amount: offer.amount,
    status: BonusRequestStatus.Processing,
    createdAt: now.toISOString(),
    settledAt: null,
  });
  player.activeBonus = {
    id,
    offerId: offer.id,
    name: offer.name,
    grantedMinor,
    balanceMinor: grantedMinor,
    wageredMinor: 0,
    expiresAt: new Date(now.getTime() + offer.rules.days * 86_400_000).toISOString(),
    rules: structuredClone(offer.rules),
  };
  notifyPlayer(
    state,
    player,
    NotificationType.Bonus,
    'Bonus tanımlandı',
    `${formatLira(offer.amount)} ₺ tutarındaki ${offer.name.tr} bonus bakiyenize eklendi.`,
  );
}

/**
 * Gives up the player's active bonus, as bonus/forfeit and a withdrawal with `forfeitBonus` do:
 * the bonus pocket empties, its request turns Cancelled, a notification says so. Answers what was
 * removed, or null when no bonus was active.
 */
export function forfeitActiveBonus(
  state: MockState,
  player: MockPlayer,
): { name: Record<MockLocale, string>; amount: number } | null {
  const bonus = player.activeBonus;
  if (!bonus) return null;
  player.activeBonus = null;
  const request = player.bonusRequests.find((item) => item.id === bonus.id);
  if (request) {
    request.status = BonusRequestStatus.Cancelled;
    request.settledAt = new Date().toISOString();
  }
  const amount = fromMinorUnits(bonus.balanceMinor);
  notifyPlayer(
    state,
    player,
    NotificationType.Bonus,
    'Bonus iptal edildi',
    `${bonus.name.tr} iptal edildi; ${formatLira(amount)} ₺ bonus bakiyenizden silindi.`,
  );
  return { name: bonus.name, amount };
}

/** The trial bonus, the claimable offers and the bonus history of the logged-in player. */
export const bonusResolvers = {
  claimTrialBonus: signedIn(({ player, state, fixtures, locale }) => {
    const amount = fixtures.bootstrap.trialBonusAmount;
    if (!player.trialBonusPending || amount <= 0) {
      return failed(400, say(locale, 'trialBonusUnavailable'));
    }
    // At most one bonus is wagered at a time (issue 22).
    if (player.activeBonus) {
      return failed(
        400,
        say(locale, 'bonusAlreadyActive', { name: player.activeBonus.name[locale] }),
      );
    }
    player.trialBonusPending = false;
    grantToBonusPocket(state, player, {
      id: null,
      name: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
      amount,
      rules: trialRules,
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
    // At most one bonus is wagered at a time (issue 22).
    if (player.activeBonus) {
      return failed(
        400,
        say(locale, 'bonusAlreadyActive', { name: player.activeBonus.name[locale] }),
      );
    }
    grantToBonusPocket(state, player, offer);
    return ok(
      null,
      say(locale, 'bonusOfferGranted', {
        name,
        amount: formatLira(offer.amount, locale),
        wagering: offer.rules.wagering,
      }),
    );
  }),

  activeBonuses: signedIn(({ player, locale }) =>
    ok(player.activeBonus ? [listedActiveBonus(player.activeBonus, locale)] : []),
  ),

  forfeitBonus: signedIn(({ player, state, locale, input }) => {
    if (player.activeBonus?.id !== input.id) return failed(400, say(locale, 'bonusNotActive'));
    const forfeited = forfeitActiveBonus(state, player);
    return ok(
      null,
      forfeited &&
        say(locale, 'bonusForfeited', {
          name: forfeited.name[locale],
          amount: formatLira(forfeited.amount, locale),
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
