import { clsx } from 'clsx';
import { type ComponentProps, type CSSProperties, useRef } from 'react';
import type { PictureSizes } from '../../primitives/responsive-picture';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { lazyModule, useEnhancement } from '../lazy-enhancement/lazy-enhancement';
import { BannerSlideLink, slideKey } from './banner-slide-link';
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
  const { t } = useUiTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const region = useRef<HTMLElement>(null);
  const loading = slides === undefined;
  // Swiper (about 25 KB) loads at the first quiet moment, or at once on a touch or focus; until
  // then the first slide shows exactly where Swiper will keep it. One slide needs no Swiper.
  const swiper = useEnhancement(bannerSwiper, 'idle', region, !!slides && slides.length > 1);

  if (slides && slides.length === 0) return null;

  const ratios = {
    '--banner-ratio': ratio(imageSizes.default),
    '--banner-ratio-medium': ratio(imageSizes.medium),
    '--banner-ratio-large': ratio(imageSizes.large),
  } as CSSProperties;

  return (
    <section
      ref={region}
      aria-label={t('banner.carouselLabel')}
      aria-busy={loading || undefined}
      {...props}
      className={clsx('zar-banner-carousel', className)}
      style={{ ...ratios, ...style }}
      data-slot="banner-carousel"
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading ? <span className="zar-visually-hidden">{t('banner.loading')}</span> : null}
      {swiper && slides ? (
        <swiper.BannerSwiper
          slides={slides}
          playing={autoplay && !reducedMotion}
          imageSizes={imageSizes}
        />
      ) : (
        <div className="zar-banner-carousel__swiper swiper">
          <div className="swiper-wrapper">
            {loading
              ? Array.from({ length: bannerCarouselSettings.placeholderCount }, (_, index) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
                    key={index}
                    aria-hidden="true"
                    className="swiper-slide zar-banner-carousel__slide"
                  >
                    <span className="zar-banner-carousel__frame zar-banner-carousel__placeholder" />
                  </div>
                ))
              : slides.map((slide, index) => (
                  <div
                    key={slideKey(slide, index)}
                    className="swiper-slide zar-banner-carousel__slide"
                  >
                    <BannerSlideLink
                      slide={slide}
                      index={index}
                      priority={index === 0}
                      imageSizes={imageSizes}
                    />
                  </div>
                ))}
          </div>
        </div>
      )}
    </section>
  );
}

const bannerSwiper = lazyModule(() => import('./banner-carousel-swiper'));

/** Loads the carousel's Swiper now, so carousels rendered after it swipe at once (tests). */
export function preloadBannerCarousel(): Promise<unknown> {
  return bannerSwiper.load();
}

function ratio({ width, height }: { width: number; height: number }) {
  return `${width} / ${height}`;
}
