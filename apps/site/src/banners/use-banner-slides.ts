import { useQuery } from '@tanstack/react-query';
import type { BannerItem } from '@zar/api-client';
import { apiQueries } from '../api/api-client';

/** Slides shown while a carousel's banners load (SPEC §4, §9). */
export const bannerPlaceholderCount = 3;

/** One carousel slide in the shape the banner carousel renders. */
export interface BannerSlide {
  /** Stable React key. */
  id: string;
  /** Where the slide links: its url, or '#' (SPEC §2). */
  href: string;
  /** The link's target, e.g. `_blank`; undefined for the same tab. */
  target: string | undefined;
  /** Image urls: default below 992px, medium from 992px, large from 1200px; empty on a placeholder. */
  images: { default: string; medium: string; large: string };
  /** Headline over the artwork, when the banner has one. */
  title: string | undefined;
  /** Line under the headline, when the banner has one. */
  subtitle: string | undefined;
  /** A placeholder shown before the banners arrive. */
  placeholder: boolean;
}

type BannerWithText = BannerItem & { title?: string | null; subtitle?: string | null };

/** A banner of cms/sliderlist as a slide; images 0 default, 1 large (≥1200px), 2 medium (≥992px). */
export function toBannerSlide(item: BannerWithText, index: number): BannerSlide {
  const [first, large, medium] = item.images;
  const fallback = first?.url ?? '';
  return {
    id: `banner-${index}-${fallback}`,
    href: item.url || '#',
    target: item.target || undefined,
    images: {
      default: fallback,
      medium: medium?.url ?? large?.url ?? fallback,
      large: large?.url ?? medium?.url ?? fallback,
    },
    title: item.title ?? undefined,
    subtitle: item.subtitle ?? undefined,
    placeholder: false,
  };
}

const placeholderSlides: BannerSlide[] = Array.from(
  { length: bannerPlaceholderCount },
  (_, index) => ({
    id: `placeholder-${index}`,
    href: '#',
    target: undefined,
    images: { default: '', medium: '', large: '' },
    title: undefined,
    subtitle: undefined,
    placeholder: true,
  }),
);

export interface BannerSlides {
  /** The slides: 3 placeholders until the banners arrive, then the banners (maybe none). */
  slides: BannerSlide[];
  /** The banners have not arrived yet. */
  loading: boolean;
}

/** The slides of the carousel named `slug` (cms/sliderlist), with placeholders while loading. */
export function useBannerSlides(slug: string): BannerSlides {
  const query = useQuery({
    ...apiQueries.sliderList(slug),
    select: (items) => items.map(toBannerSlide),
  });
  if (query.data) return { slides: query.data, loading: false };
  // SPEC §8: no error handling is shown for banners; a failed load keeps the placeholders.
  return { slides: placeholderSlides, loading: query.isPending };
}
