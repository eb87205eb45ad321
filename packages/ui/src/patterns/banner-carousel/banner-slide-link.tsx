import {
  type PictureSizes,
  pictureFromServerImages,
  ResponsivePicture,
} from '../../primitives/responsive-picture';
import { useUiTranslation } from '../../strings/use-ui-translation';
import type { BannerSlide } from './banner-carousel';

/** One banner: a link around its picture and the text drawn over it. */
export function BannerSlideLink({
  slide,
  index,
  priority,
  imageSizes,
}: {
  slide: BannerSlide;
  index: number;
  priority: boolean;
  imageSizes: PictureSizes;
}) {
  const { t } = useUiTranslation();
  const picture = pictureFromServerImages(slide.images, imageSizes);
  const target = slide.target || undefined;
  const newTab = target === '_blank';
  const alt = slide.alt ?? (slide.title ? '' : t('banner.slideAlt', { index: index + 1 }));
  return (
    <a
      className="zar-banner-carousel__link zar-banner-carousel__frame"
      href={slide.url || '#'}
      target={target}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {picture ? (
        <ResponsivePicture
          {...picture}
          alt={alt}
          priority={priority}
          pictureClassName="zar-banner-carousel__picture"
          className="zar-banner-carousel__image"
        />
      ) : null}
      {slide.title || slide.subtitle ? (
        <span className="zar-banner-carousel__text">
          {slide.title ? <span className="zar-banner-carousel__title">{slide.title}</span> : null}
          {slide.subtitle ? (
            <span className="zar-banner-carousel__subtitle">{slide.subtitle}</span>
          ) : null}
        </span>
      ) : null}
      {newTab ? <span className="zar-visually-hidden"> {t('banner.opensInNewTab')}</span> : null}
    </a>
  );
}

/** A stable key for a slide in its list. */
export function slideKey(slide: BannerSlide, index: number) {
  return `${index}:${slide.images[0]?.url ?? ''}`;
}
