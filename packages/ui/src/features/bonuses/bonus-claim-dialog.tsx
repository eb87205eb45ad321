import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { BonusOfferView } from './bonus-offer-list';
import { BonusTerms } from './bonus-terms';

export interface BonusClaimDialogProps {
  /** The offer whose claim was pressed, or `null` when the dialog is closed. */
  offer: BonusOfferView | null;
  /** The claim call is running: the accept button shows a spinner. Default `false`. */
  claiming?: boolean;
  /** The player accepted the terms: claim the offer. */
  onConfirm: (offer: BonusOfferView) => void;
  /** The player closed the dialog without claiming. */
  onCancel: () => void;
  /** ISO currency of the amounts. Default `'TRY'`. */
  currency?: string;
}

/**
 * The step between Claim and the claim: the offer's rules (or, without rules, its terms) and
 * "Şartları kabul et ve al", so nobody takes a bonus without seeing its wagering.
 */
export function BonusClaimDialog({
  offer,
  claiming = false,
  onConfirm,
  onCancel,
  currency = 'TRY',
}: BonusClaimDialogProps) {
  const { t } = useUiTranslation();
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(open) => {
        if (!open && !claiming) onCancel();
      }}
      title={offer ? t('bonusMoney.claimDialog.title', { name: offer.name }) : ''}
      closeLabel={t('common.close')}
      data-slot="bonus-claim-dialog"
    >
      {offer ? (
        <div className="zar-bonus-claim">
          <p>{t('bonusMoney.claimDialog.intro')}</p>
          {offer.rules ? (
            <BonusTerms rules={offer.rules} amount={offer.amount} currency={currency} />
          ) : (
            <ul className="zar-bonus-terms">
              {(typeof offer.terms === 'string' ? [offer.terms] : offer.terms).map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          )}
          <div className="zar-bonus-claim__actions">
            <Button loading={claiming} onClick={() => onConfirm(offer)}>
              {t('bonusMoney.claimDialog.accept')}
            </Button>
            <Button variant="secondary" disabled={claiming} onClick={onCancel}>
              {t('bonusMoney.claimDialog.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
