import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { Button } from '../../primitives/button';
import { useUiTranslation } from '../../strings/use-ui-translation';

export interface PromotionCardProps extends Omit<ComponentProps<'article'>, 'children' | 'title'> {
  /** Artwork of the promotion. */
  imageUrl: string;
  /** Intrinsic width of the artwork. Default `640`. */
  imageWidth?: number;
  /** Intrinsic height of the artwork. Default `360`. */
  imageHeight?: number;
  /** Name of the promotion. */
  title: string;
  /** One or two sentences under the title; default none. */
  summary?: string;
  /** Called when the player asks for the details (the site opens the promotion dialog). */
  onOpen: () => void;
  /** Load the artwork eagerly (cards in the first row). Default `false`. */
  priority?: boolean;
}

/** A promotion in the /promotions list: artwork, title, summary and a 'Detaylar' button. */
export function PromotionCard({
  imageUrl,
  imageWidth = 640,
  imageHeight = 360,
  title,
  summary,
  onOpen,
  priority = false,
  className,
  ...props
}: PromotionCardProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      {...props}
      className={clsx('zar-promotion-card', className)}
      data-slot="promotion-card"
    >
      <img
        className="zar-promotion-card__image"
        src={imageUrl}
        alt=""
        width={imageWidth}
        height={imageHeight}
        loading={priority ? 'eager' : 'lazy'}
      />
      <div className="zar-promotion-card__body">
        <h3 id={titleId} className="zar-promotion-card__title">
          {title}
        </h3>
        {summary ? <p className="zar-promotion-card__summary">{summary}</p> : null}
        <Button
          className="zar-promotion-card__action"
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          onClick={onOpen}
        >
          {t('banner.promotionDetails')}
        </Button>
      </div>
    </article>
  );
}
