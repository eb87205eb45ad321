import { act, screen } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { BannerCarousel, type BannerSlide, preloadBannerCarousel } from './banner-carousel';

const slides: BannerSlide[] = [
  {
    url: '/promotions',
    target: null,
    images: [{ url: '/b1-s.webp' }, { url: '/b1-l.webp' }, { url: '/b1-m.webp' }],
    title: 'Hoş geldin bonusu',
    subtitle: 'İlk yatırımına %100',
  },
  { url: null, target: '_blank', images: [{ url: '/b2-s.webp' }] },
];

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows 3 placeholder slides, hidden from screen readers, while slides load', async () => {
    const { container } = renderWithI18n(<BannerCarousel slides={undefined} autoplay={false} />);
    const region = screen.getByRole('region', { name: 'Kampanyalar' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.zar-banner-carousel__placeholder')).toHaveLength(3);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders each slide as a link with its picture and text', async () => {
    const { container } = renderWithI18n(<BannerCarousel slides={slides} autoplay={false} />);
    const first = screen.getByRole('link', { name: /Hoş geldin bonusu/ });
    expect(first).toHaveAttribute('href', '/promotions');
    expect(first).not.toHaveAttribute('target');
    expect(first).toHaveTextContent('İlk yatırımına %100');
    const firstImage = first.querySelector('img');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(firstImage).toHaveAttribute('loading', 'eager');

    const second = screen.getByRole('link', { name: /Kampanya 2/ });
    expect(second).toHaveAttribute('href', '#');
    expect(second).toHaveAttribute('target', '_blank');
    expect(second).toHaveAttribute('rel', 'noopener noreferrer');
    expect(second).toHaveAccessibleName(/^Kampanya 2 ?\(yeni sekmede açılır\)$/);
    expect(second.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Kampanyalar' })).not.toHaveAttribute('aria-busy');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('replaces the slides when new ones arrive', () => {
    const { rerender } = renderWithI18n(<BannerCarousel slides={undefined} autoplay={false} />);
    rerender(<BannerCarousel slides={slides} autoplay={false} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    rerender(
      <BannerCarousel
        slides={[{ url: '/casino', target: null, images: [{ url: '/c.webp' }], title: 'Casino' }]}
        autoplay={false}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/casino');
  });

  it('shows the slides plainly first and adds the bullets once Swiper has loaded', {
    timeout: 15_000,
  }, async () => {
    const { container } = renderWithI18n(<BannerCarousel slides={slides} autoplay={false} />);
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    // Swiper loads at the first quiet moment (a timer in jsdom, which has no requestIdleCallback).
    await vi.waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), {
      timeout: 10_000,
    });
    // jsdom lays nothing out, so Swiper sees a single snap: one bullet.
    const bullet = screen.getByRole('button', { name: '1. kampanyaya git' });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(bullet).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('plays by a timer every 5 s, asking for no animation frame between its steps', async () => {
    await preloadBannerCarousel();
    vi.useFakeTimers();
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const { container } = renderWithI18n(<BannerCarousel slides={slides} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const element = container.querySelector('.swiper-initialized') as HTMLElement & {
      swiper: Swiper;
    };
    expect(element).not.toBeNull();
    // jsdom lays nothing out, so the slider is at its end at once and each step is to the first.
    const moved = vi.spyOn(element.swiper, 'slideTo');
    frames.mockClear();
    act(() => vi.advanceTimersByTime(4999));
    expect(moved).not.toHaveBeenCalled();
    // Swiper's Autoplay module asked for a frame on every frame while it played.
    expect(frames).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(moved).toHaveBeenCalledWith(0);
  });

  it('renders nothing for an empty slider', () => {
    const { container } = renderWithI18n(<BannerCarousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
