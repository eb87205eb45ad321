import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeyPrefix } from '@zar/api-client/react';
import { BonusClaimDialog, BonusOfferList, type BonusOfferView } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, apiQueries } from '../../api/api-client';
import { Page } from '../../layout/page';
import { failureMessage, notifyFailure, notifySuccess } from '../../session/server-message';

/**
 * Bonus claims (/dashboard/claim-bonus): the offers open now, each claimed once, first the trial
 * bonus a player chose at sign-up and has not claimed yet (closing the celebration never loses
 * it). Claim opens the offer's terms (issue 22); accepting them claims it, shows the server's
 * message and refreshes the offers, the balance, the active bonuses and the bonus history; a
 * refusal (one bonus is already being wagered) shows the server's message and changes nothing.
 */
export function ClaimBonusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offers = useQuery(apiQueries.bonusOffers());
  const [claimingId, setClaimingId] = useState<number>();
  const [confirming, setConfirming] = useState<BonusOfferView | null>(null);

  const claim = async (id: number) => {
    const trial = offers.data?.find((offer) => offer.id === id)?.trial === true;
    setClaimingId(id);
    try {
      // The sign-up trial bonus is claimed where the celebration claims it.
      const { message } = trial
        ? await apiClient.claimTrialBonus()
        : await apiClient.claimBonusOffer({ id });
      notifySuccess(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusOffers') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('balance') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('activeBonuses') }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('bonusHistory') }),
      ]);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setClaimingId(undefined);
      setConfirming(null);
    }
  };

  return (
    <Page title={t('pages.claimBonus')}>
      {offers.isError ? (
        <p className="site-page__text" role="alert">
          {failureMessage(offers.error)}
        </p>
      ) : (
        <BonusOfferList
          offers={offers.data ?? []}
          loading={offers.isPending}
          claimingId={claimingId}
          onClaim={setConfirming}
        />
      )}
      <BonusClaimDialog
        offer={confirming}
        claiming={claimingId !== undefined}
        onConfirm={(offer) => void claim(offer.id)}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
