import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { startSlideTimer } from '../swiper-slide-timer/swiper-slide-timer';
import { type ProviderLogo, ProviderLogoImage, providerSliderSettings } from './provider-slider';

export interface ProviderSwiperProps {
  providers: readonly ProviderLogo[];
  playing: boolean;
}

/**
 * The moving part of the provider strip, loaded as the strip nears the viewport (see
 * `ProviderSlider`): loops when there are more logos than fit, autoplay 500 ms after it starts
 * (`startSlideTimer`: a timer per step, not Swiper's Autoplay and its loop on every frame).
 */
export function ProviderSwiper({ providers, playing }: ProviderSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const loop = providers.length > providerSliderSettings.slidesPerViewLarge;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !playing) return;
    const { autoplayDelay, autoplayStartAfter } = providerSliderSettings;
    return startSlideTimer(swiper, autoplayDelay, autoplayStartAfter + autoplayDelay);
  }, [swiper, playing]);

  return (
    <Swiper
      className="zar-provider-slider__swiper"
      modules={[A11y]}
      slidesPerView={providerSliderSettings.slidesPerViewSmall}
      spaceBetween={providerSliderSettings.spaceBetweenSmall}
      breakpoints={{
        [providerSliderSettings.largeFrom]: {
          slidesPerView: providerSliderSettings.slidesPerViewLarge,
          spaceBetween: providerSliderSettings.spaceBetweenLarge,
        },
      }}
      loop={loop}
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
