import { waitFor } from '@testing-library/react';
import { fixtureHandlers, slidersFixture } from '@zar/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { toBannerSlide, useBannerSlides } from './use-banner-slides';

describe('useBannerSlides', () => {
  it('is undefined while loading (placeholders), then gives the banners of the slug', async () => {
    const { result } = renderSiteHook(() => useBannerSlides('home'));
    expect(result.current).toBeUndefined();
    const banners = slidersFixture.home ?? [];
    expect(banners.length).toBeGreaterThan(0);
    await waitFor(() => expect(result.current).toHaveLength(banners.length));
    const [first] = banners;
    expect(result.current?.[0]).toMatchObject({
      url: first?.url,
      target: first?.target,
      images: first?.images,
    });
  });

  it('gives an unknown slug no slides', async () => {
    // What the server answers for a carousel it does not have.
    mockApiServer.use(...fixtureHandlers(apiUrl(''), { sliderList: [] }));
    const { result } = renderSiteHook(() => useBannerSlides('no-such-carousel'));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('keeps a banner link, target and text, and drops null text', () => {
    const images = [{ url: '/a.webp' }];
    expect(
      toBannerSlide({ url: null, target: '_blank', images, title: 'Hoş geldin', subtitle: '%100' }),
    ).toEqual({ url: null, target: '_blank', images, title: 'Hoş geldin', subtitle: '%100' });
    expect(toBannerSlide({ url: '/spor', target: null, images, title: null })).toEqual({
      url: '/spor',
      target: null,
      images,
      title: undefined,
      subtitle: undefined,
    });
  });
});
