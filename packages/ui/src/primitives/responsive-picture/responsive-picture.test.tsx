import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { pictureFromServerImages, ResponsivePicture } from './responsive-picture';

const sizes = {
  default: { width: 768, height: 432 },
  medium: { width: 1200, height: 450 },
  large: { width: 1920, height: 600 },
};

describe('ResponsivePicture', () => {
  it('serves the large image from 1200 px and the medium one from 992 px, with sizes', async () => {
    const { container } = render(
      <ResponsivePicture
        image={{ src: '/s.webp', width: 768, height: 432 }}
        medium={{ src: '/m.webp', width: 1200, height: 450 }}
        large={{ src: '/l.webp', width: 1920, height: 600 }}
        alt="Hoş geldin bonusu"
      />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(
      sources.map((source) => [source.media, source.srcset, Number(source.getAttribute('width'))]),
    ).toEqual([
      ['(min-width: 1200px)', '/l.webp', 1920],
      ['(min-width: 992px)', '/m.webp', 1200],
    ]);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/s.webp');
    expect(image).toHaveAttribute('width', '768');
    expect(image).toHaveAttribute('height', '432');
    expect(image).toHaveAttribute('alt', 'Hoş geldin bonusu');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads the priority (LCP) image eagerly with high priority', () => {
    const { container } = render(
      <ResponsivePicture image={{ src: '/s.webp', width: 10, height: 10 }} alt="" priority />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelectorAll('source')).toHaveLength(0);
  });

  it('maps the server image list: 0 default, 1 large, 2 medium', () => {
    expect(pictureFromServerImages([{ url: 'a' }, { url: 'b' }, { url: 'c' }], sizes)).toEqual({
      image: { src: 'a', ...sizes.default },
      large: { src: 'b', ...sizes.large },
      medium: { src: 'c', ...sizes.medium },
    });
    expect(pictureFromServerImages([{ url: 'a' }], sizes)).toEqual({
      image: { src: 'a', ...sizes.default },
      large: undefined,
      medium: undefined,
    });
    expect(pictureFromServerImages([], sizes)).toBeNull();
  });
});
