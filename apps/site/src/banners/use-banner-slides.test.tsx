import { waitFor } from '@testing-library/react';
import { slidersFixture } from '@zar/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { renderSiteHook } from '../test/render-site-hook';
import { toBannerSlide, useBannerSlides } from './use-banner-slides';

describe('useBannerSlides', () => {
  it('starts with 3 placeholders, then shows the banners of the slug', async () => {
    const { result } = renderSiteHook(() => useBannerSlides('home'));
    expect(result.current.loading).toBe(true);
    expect(result.current.slides).toHaveLength(3);
    expect(result.current.slides.every((slide) => slide.placeholder)).toBe(true);

    await waitFor(() => expect(result.current.loading).toBe(false));
    const banners = slidersFixture.home ?? [];
    expect(banners.length).toBeGreaterThan(0);
    expect(result.current.slides).toHaveLength(banners.length);
    const [first] = banners;
    expect(result.current.slides[0]).toMatchObject({
      href: first?.url || '#',
      target: first?.target || undefined,
      placeholder: false,
      images: {
        default: first?.images[0]?.url,
        medium: first?.images[2]?.url,
        large: first?.images[1]?.url,
      },
    });
  });

  it('gives an unknown slug no slides', async () => {
    const { result } = renderSiteHook(() => useBannerSlides('no-such-carousel'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.slides).toEqual([]);
  });

  it('links a banner without url to #, keeps its target and text', () => {
    const slide = toBannerSlide(
      {
        url: null,
        target: '_blank',
        images: [{ url: '/a.webp' }],
        title: 'Hoş geldin bonusu',
        subtitle: '%100',
      },
      0,
    );
    expect(slide).toMatchObject({
      href: '#',
      target: '_blank',
      title: 'Hoş geldin bonusu',
      subtitle: '%100',
      images: { default: '/a.webp', medium: '/a.webp', large: '/a.webp' },
    });
  });
});
