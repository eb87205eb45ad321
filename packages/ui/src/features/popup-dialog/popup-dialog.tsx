import type { PopupContent } from '@zar/api-client';
import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { Dialog, type DialogProps } from '../../primitives/dialog';
import { LoadingIndicator } from '../../primitives/loading-indicator';
import {
  type PictureSizes,
  pictureFromServerImages,
  ResponsivePicture,
} from '../../primitives/responsive-picture';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** Intrinsic sizes of the popup files the API serves (default, medium, large). */
export const popupImageSizes: PictureSizes = {
  default: { width: 600, height: 800 },
  medium: { width: 900, height: 600 },
  large: { width: 1200, height: 675 },
};

export interface PopupDialogProps
  extends Omit<DialogProps, 'title' | 'closeLabel' | 'children' | 'size'> {
  /** The popup; `null` or no images while it loads (a loading indicator shows). */
  popup: PopupContent | null | undefined;
  /** Intrinsic sizes of the three image files. Default `popupImageSizes`. */
  imageSizes?: PictureSizes;
}

/**
 * The home popup: a picture (default below 992 px, medium from 992, large from 1200) that leads to
 * the popup's link, or stays on the current page, and closes the dialog on click.
 */
export function PopupDialog({
  popup,
  imageSizes = popupImageSizes,
  onOpenChange,
  className,
  ...props
}: PopupDialogProps) {
  const { t } = useUiTranslation();
  const picture = popup ? pictureFromServerImages(popup.images, imageSizes) : null;
  const url = popup?.url || null;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without a link the popup belongs to the current page: closing is all a click does.
    if (!url) event.preventDefault();
    onOpenChange(false);
  };

  return (
    <Dialog
      {...props}
      className={clsx('zar-popup-dialog', className)}
      onOpenChange={onOpenChange}
      title={t('popup.title')}
      closeLabel={t('popup.close')}
    >
      {picture ? (
        <a className="zar-popup-dialog__link" href={url ?? '#'} onClick={handleClick}>
          <ResponsivePicture
            {...picture}
            alt={t('popup.imageAlt')}
            priority
            className="zar-popup-dialog__image"
          />
        </a>
      ) : (
        <LoadingIndicator className="zar-popup-dialog__loading" label={t('popup.loading')} />
      )}
    </Dialog>
  );
}
