export type { BannerCarouselProps, BannerSlide } from './banner-carousel';
export {
  BannerCarousel,
  bannerCarouselSettings,
  bannerImageSizes,
  preloadBannerCarousel,
} from './banner-carousel';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
