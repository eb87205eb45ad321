import { clsx } from 'clsx';
import { type ComponentProps, type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import {
  type PictureSizes,
  pictureFromServerImages,
  ResponsivePicture,
} from '../responsive-picture';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** One slide: a link with a picture of three sizes (SPEC §3 banner item) and optional text over it. */
export interface BannerSlide {
  /** Where the slide leads; default `'#'`. */
  url?: string | null;
  /** Link target, e.g. `'_blank'`; default the same tab. */
  target?: string | null;
  /** Images: index 0 default, 1 from 1200 px, 2 from 992 px. */
  images: readonly { url: string }[];
  /** Headline drawn as real text over the artwork; default none. */
  title?: string;
  /** Line under the headline; default none. */
  subtitle?: string;
  /** Text alternative of the artwork when it carries meaning beyond the title; default `''` with a title. */
  alt?: string;
}

/** Intrinsic sizes of the banner files the API serves (default, medium, large). */
export const bannerImageSizes: PictureSizes = {
  default: { width: 750, height: 420 },
  medium: { width: 1200, height: 400 },
  large: { width: 1920, height: 480 },
};

/** Carousel timing and layout of SPEC §9. */
export const bannerCarouselSettings = {
  placeholderCount: 3,
  spaceBetween: 20,
  autoplayDelay: 5000,
} as const;

export interface BannerCarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The slides; `undefined` while they load (3 placeholders show), `[]` renders nothing. */
  slides: readonly BannerSlide[] | undefined;
  /** Advance every 5 s; paused anyway under prefers-reduced-motion. Default `true`. */
  autoplay?: boolean;
  /** Intrinsic sizes of the three image files. Default `bannerImageSizes`. */
  imageSizes?: PictureSizes;
}

/**
 * The home banner carousel: one slide per view, 20 px apart, no loop, autoplay every 5 s that
 * interaction does not stop. Shows 3 same-sized placeholders until slides arrive; new slides
 * replace the old ones and the carousel returns to the first.
 */
export function BannerCarousel({
  slides,
  autoplay = true,
  imageSizes = bannerImageSizes,
  className,
  style,
  ...props
}: BannerCarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const loading = slides === undefined;
  const playing = autoplay && !reducedMotion;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  useEffect(() => {
    // New slides (another slider slug) start from the first one.
    if (!swiper || swiper.destroyed || !slides) return;
    swiper.update();
    swiper.slideTo(0, 0);
  }, [swiper, slides]);

  if (slides && slides.length === 0) return null;

  const ratios = {
    '--banner-ratio': ratio(imageSizes.default),
    '--banner-ratio-medium': ratio(imageSizes.medium),
    '--banner-ratio-large': ratio(imageSizes.large),
  } as CSSProperties;

  return (
    <section
      aria-label={t('banner.carouselLabel')}
      aria-busy={loading || undefined}
      {...props}
      className={clsx('zar-banner-carousel', className)}
      style={{ ...ratios, ...style }}
      data-slot="banner-carousel"
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading ? <span className="zar-visually-hidden">{t('banner.loading')}</span> : null}
      <Swiper
        className="zar-banner-carousel__swiper"
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={1}
        spaceBetween={bannerCarouselSettings.spaceBetween}
        loop={false}
        autoplay={{ delay: bannerCarouselSettings.autoplayDelay, disableOnInteraction: false }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        a11y={{
          slideLabelMessage: t('banner.slideLabel', {
            index: '{{index}}',
            count: '{{slidesLength}}',
          }),
          paginationBulletMessage: t('banner.goToSlide', { index: '{{index}}' }),
          containerMessage: null,
          containerRoleDescriptionMessage: null,
        }}
        onSwiper={setSwiper}
      >
        {loading
          ? Array.from({ length: bannerCarouselSettings.placeholderCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
              <SwiperSlide key={index} aria-hidden="true" className="zar-banner-carousel__slide">
                <span className="zar-banner-carousel__frame zar-banner-carousel__placeholder" />
              </SwiperSlide>
            ))
          : slides.map((slide, index) => (
              <SwiperSlide key={slideKey(slide, index)} className="zar-banner-carousel__slide">
                <BannerSlideLink
                  slide={slide}
                  index={index}
                  priority={index === 0}
                  imageSizes={imageSizes}
                />
              </SwiperSlide>
            ))}
      </Swiper>
    </section>
  );
}

function BannerSlideLink({
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
  const { t } = useTranslation();
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

function ratio({ width, height }: { width: number; height: number }) {
  return `${width} / ${height}`;
}

function slideKey(slide: BannerSlide, index: number) {
  return `${index}:${slide.images[0]?.url ?? ''}`;
}
