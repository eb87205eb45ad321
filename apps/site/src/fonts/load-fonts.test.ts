import fontsUrl from '@zar/ui/fonts.css?url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFonts } from './load-fonts';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('loadFonts', () => {
  it("adds @zar/ui's web font stylesheet to the page once, however often the site starts", () => {
    loadFonts();
    loadFonts();
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'));
    expect(links).toHaveLength(1);
    expect(links[0]?.rel).toBe('stylesheet');
    expect(links[0]?.getAttribute('href')).toBe(fontsUrl);
  });
});
