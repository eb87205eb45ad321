import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { PictureSizes } from '../../primitives/responsive-picture';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { startSlideTimer } from '../swiper-slide-timer/swiper-slide-timer';
import { type BannerSlide, bannerCarouselSettings } from './banner-carousel';
import { BannerSlideLink, slideKey } from './banner-slide-link';

export interface BannerSwiperProps {
  slides: readonly BannerSlide[];
  playing: boolean;
  imageSizes: PictureSizes;
}

/**
 * The swiping part of the banner carousel, loaded once the page is quiet (see `BannerCarousel`):
 * one slide per view, 20 px apart, no loop, bullets, autoplay that interaction does not stop
 * (`startSlideTimer`: a timer per slide, not Swiper's Autoplay and its loop on every frame).
 */
export function BannerSwiper({ slides, playing, imageSizes }: BannerSwiperProps) {
  const { t } = useUiTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !playing) return;
    return startSlideTimer(swiper, bannerCarouselSettings.autoplayDelay);
  }, [swiper, playing]);

  useEffect(() => {
    // New slides (another slider slug) start from the first one.
    if (!swiper || swiper.destroyed || slides.length === 0) return;
    swiper.update();
    swiper.slideTo(0, 0);
  }, [swiper, slides]);

  return (
    <Swiper
      className="zar-banner-carousel__swiper"
      modules={[A11y, Pagination]}
      slidesPerView={1}
      spaceBetween={bannerCarouselSettings.spaceBetween}
      loop={false}
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
      {slides.map((slide, index) => (
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
  );
}
