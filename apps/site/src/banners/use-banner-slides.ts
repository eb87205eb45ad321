import { useQuery } from '@tanstack/react-query';
import type { BannerItem } from '@zar/api-client';
import type { BannerSlide } from '@zar/ui';
import { apiQueries } from '../api/api-client';

/** A banner of cms/sliderlist as a slide of the banner carousel (its text without nulls). */
export function toBannerSlide(item: BannerItem): BannerSlide {
  return {
    url: item.url,
    target: item.target,
    images: item.images,
    title: item.title ?? undefined,
    subtitle: item.subtitle ?? undefined,
  };
}

/**
 * The slides of the carousel named `slug` (cms/sliderlist); undefined while they load, so the
 * carousel shows its placeholders. SPEC §8: a failed load shows no error and keeps them.
 */
export function useBannerSlides(slug: string): readonly BannerSlide[] | undefined {
  return useQuery({
    ...apiQueries.sliderList({ slug }),
    select: (items) => items.map(toBannerSlide),
  }).data;
}
