import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { type ProviderLogo, ProviderLogoImage, providerSliderSettings } from './provider-slider';

export interface ProviderSwiperProps {
  providers: readonly ProviderLogo[];
  playing: boolean;
}

/**
 * The moving part of the provider strip, loaded as the strip nears the viewport (see
 * `ProviderSlider`): loops when there are more logos than fit, autoplay 500 ms after it starts.
 */
export function ProviderSwiper({ providers, playing }: ProviderSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
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

  return (
    <Swiper
      className="zar-provider-slider__swiper"
      modules={[A11y, Autoplay]}
      slidesPerView={providerSliderSettings.slidesPerViewSmall}
      spaceBetween={providerSliderSettings.spaceBetweenSmall}
      breakpoints={{
        [providerSliderSettings.largeFrom]: {
          slidesPerView: providerSliderSettings.slidesPerViewLarge,
          spaceBetween: providerSliderSettings.spaceBetweenLarge,
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
          <ProviderLogoImage provider={provider} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
