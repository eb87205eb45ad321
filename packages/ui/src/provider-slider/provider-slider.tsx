import { clsx } from 'clsx';
import { type ComponentProps, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { usePrefersReducedMotion } from '../banner-carousel/use-prefers-reduced-motion';

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
  largeFrom: 992,
} as const;

export interface ProviderSliderProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The providers, in the order they are shown. */
  providers: readonly ProviderLogo[];
  /** Advance every 2 s, starting 500 ms after mount; paused under reduced motion. Default `true`. */
  autoplay?: boolean;
}

/**
 * A looping strip of provider logos: 3 per view below 992 px, 7 from 992 px. Autoplay (2 s) starts
 * 500 ms after mount, as the footer does (SPEC §4).
 */
export function ProviderSlider({
  providers,
  autoplay = true,
  className,
  ...props
}: ProviderSliderProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const playing = autoplay && !reducedMotion;
  const loop = providers.length > providerSliderSettings.slidesPerViewLarge;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (!playing) {
      swiper.autoplay.stop();
      return;
    }
    const timer = setTimeout(() => {
      if (!swiper.destroyed) swiper.autoplay.start();
    }, providerSliderSettings.autoplayStartAfter);
    return () => clearTimeout(timer);
  }, [swiper, playing]);

  if (providers.length === 0) return null;

  return (
    <section
      aria-label={t('footer.providers')}
      {...props}
      className={clsx('zar-provider-slider', className)}
      data-slot="provider-slider"
    >
      <Swiper
        className="zar-provider-slider__swiper"
        modules={[A11y, Autoplay]}
        slidesPerView={providerSliderSettings.slidesPerViewSmall}
        spaceBetween={16}
        breakpoints={{
          [providerSliderSettings.largeFrom]: {
            slidesPerView: providerSliderSettings.slidesPerViewLarge,
            spaceBetween: 24,
          },
        }}
        loop={loop}
        // Started by the timer above, not on init.
        autoplay={{
          enabled: false,
          delay: providerSliderSettings.autoplayDelay,
          disableOnInteraction: false,
        }}
        a11y={{ containerMessage: null, containerRoleDescriptionMessage: null }}
        onSwiper={setSwiper}
      >
        {providers.map((provider) => (
          <SwiperSlide key={provider.name} className="zar-provider-slider__slide">
            <img
              className="zar-provider-slider__logo"
              src={provider.logoUrl}
              alt={provider.name}
              width={140}
              height={40}
              loading="lazy"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
