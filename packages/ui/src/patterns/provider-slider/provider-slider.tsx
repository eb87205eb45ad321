import { clsx } from 'clsx';
import { type ComponentProps, useRef } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { usePrefersReducedMotion } from '../banner-carousel/use-prefers-reduced-motion';
import { lazyModule, useEnhancement } from '../lazy-enhancement/lazy-enhancement';

/** A game provider's logo (SPEC §3 provider logo). */
export interface ProviderLogo {
  /** Provider name, e.g. `pragmaticplay`; the logo's text alternative. */
  name: string;
  /** Address of the monochrome wordmark image. */
  logoUrl: string;
}

/** Slider timing and layout of SPEC §9. */
export const providerSliderSettings = {
  autoplayDelay: 2000,
  autoplayStartAfter: 500,
  slidesPerViewSmall: 3,
  slidesPerViewLarge: 7,
  spaceBetweenSmall: 16,
  spaceBetweenLarge: 24,
  largeFrom: 992,
} as const;

export interface ProviderSliderProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The providers, in the order they are shown. */
  providers: readonly ProviderLogo[];
  /** Advance every 2 s, starting 500 ms after the strip starts moving; paused under reduced motion. Default `true`. */
  autoplay?: boolean;
}

/**
 * A looping strip of provider logos: 3 per view below 992 px, 7 from 992 px. It sits low on the
 * page, so Swiper loads only as the strip nears the viewport (or on a touch or focus); until then
 * the first logos stand still in the same places. Autoplay (2 s) starts 500 ms later, as the
 * footer does (SPEC §4).
 */
export function ProviderSlider({
  providers,
  autoplay = true,
  className,
  ...props
}: ProviderSliderProps) {
  const { t } = useUiTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const region = useRef<HTMLElement>(null);
  const swiper = useEnhancement(providerSwiper, 'visible', region, providers.length > 0);

  if (providers.length === 0) return null;

  return (
    <section
      ref={region}
      aria-label={t('footer.providers')}
      {...props}
      className={clsx('zar-provider-slider', className)}
      data-slot="provider-slider"
    >
      {swiper ? (
        <swiper.ProviderSwiper providers={providers} playing={autoplay && !reducedMotion} />
      ) : (
        <div className="zar-provider-slider__swiper zar-provider-slider__still swiper">
          <div className="swiper-wrapper">
            {providers.map((provider) => (
              <div key={provider.name} className="swiper-slide zar-provider-slider__slide">
                <ProviderLogoImage provider={provider} />
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** One provider's wordmark. */
export function ProviderLogoImage({ provider }: { provider: ProviderLogo }) {
  return (
    <img
      className="zar-provider-slider__logo"
      src={provider.logoUrl}
      alt={provider.name}
      width={140}
      height={40}
      loading="lazy"
    />
  );
}

const providerSwiper = lazyModule(() => import('./provider-slider-swiper'));

/** Loads the strip's Swiper now, so sliders rendered after it move at once (tests; a strip shown high on a page). */
export function preloadProviderSlider(): Promise<unknown> {
  return providerSwiper.load();
}
