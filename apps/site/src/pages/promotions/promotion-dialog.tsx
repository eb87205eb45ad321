import type { Promotion } from '@zar/api-client';
import { Dialog } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { CmsHtml } from '../../content/cms-html';

export interface PromotionDialogProps {
  /** The promotion shown, or null when the dialog is closed. */
  promotion: Promotion | null;
  /** Called when the player closes the dialog. */
  onClose: () => void;
}

/** A promotion's details (SPEC §2): image, title and its sanitised HTML description. */
export function PromotionDialog({ promotion, onClose }: PromotionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={promotion !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={promotion?.title ?? ''}
      closeLabel={t('common.close')}
    >
      {promotion ? (
        <div className="promotion-detail">
          <img
            className="promotion-detail__image"
            src={promotion.imageUrl}
            alt=""
            width={640}
            height={360}
          />
          <CmsHtml className="promotion-detail__text" html={promotion.html} />
        </div>
      ) : null}
    </Dialog>
  );
}
