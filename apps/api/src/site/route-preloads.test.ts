import { describe, expect, it } from 'vitest';
import { routePreloads, type SiteManifest, withRoutePreloads } from './route-preloads';

const manifest: SiteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js', '_api-client-C3.js'],
    css: ['assets/index-D4.css'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_api-client-C3.js': { file: 'assets/api-client-C3.js' },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home-page-E5.js',
    imports: ['_react-B2.js', '_banner-F6.js'],
    css: ['assets/home-page-G7.css'],
  },
  '_banner-F6.js': { file: 'assets/banner-F6.js', imports: ['_api-client-C3.js'] },
  'src/pages/casino/casino-lobby-page.tsx': { file: 'assets/casino-lobby-page-H8.js' },
  'src/pages/promotions/promotions-page.tsx': {
    file: 'assets/promotions-page-J9.js',
    css: ['assets/promotions-page-K1.css'],
  },
  'src/pages/content/content-page.tsx': {
    file: 'assets/content-page-L2.js',
    imports: ['_react-B2.js', '_cms-html-M3.js'],
  },
  '_cms-html-M3.js': { file: 'assets/cms-html-M3.js' },
  'src/pages/sports/sports-page.tsx': {
    file: 'assets/sports-page-N4.js',
    imports: ['_react-B2.js', '_sportsbook-frame-P5.js'],
  },
  'src/pages/sports/live-betting-page.tsx': {
    file: 'assets/live-betting-page-Q6.js',
    imports: ['_sportsbook-frame-P5.js'],
  },
  'src/pages/sports/esports-page.tsx': {
    file: 'assets/esports-page-R7.js',
    imports: ['_sportsbook-frame-P5.js'],
  },
  '_sportsbook-frame-P5.js': {
    file: 'assets/sportsbook-frame-P5.js',
    css: ['assets/sportsbook-frame-S8.css'],
  },
};

describe('route preloads', () => {
  it("name the home page's chunk, its own imports and style sheet, not what the entry loads", () => {
    expect(routePreloads(manifest, '/')).toEqual({
      modules: ['assets/home-page-E5.js', 'assets/banner-F6.js'],
      styles: ['assets/home-page-G7.css'],
    });
  });

  it('name the lobby for every casino section, the promotions and content pages, and nothing for other routes', () => {
    expect(routePreloads(manifest, '/casino/slot').modules).toEqual([
      'assets/casino-lobby-page-H8.js',
    ]);
    expect(routePreloads(manifest, '/casino/live/').modules).toHaveLength(1);
    expect(routePreloads(manifest, '/promotions')).toEqual({
      modules: ['assets/promotions-page-J9.js'],
      styles: ['assets/promotions-page-K1.css'],
    });
    for (const path of ['/pages/1', '/pages/7/']) {
      expect(routePreloads(manifest, path), path).toEqual({
        modules: ['assets/content-page-L2.js', 'assets/cms-html-M3.js'],
        styles: [],
      });
    }
    for (const path of ['/pages', '/pages/1/x', '/casino/play/x/y', '/dashboard', '/spor/x']) {
      expect(routePreloads(manifest, path), path).toEqual({ modules: [], styles: [] });
    }
    expect(routePreloads({}, '/')).toEqual({ modules: [], styles: [] });
  });

  it("name each sportsbook page with the frame's style sheet, which holds its height before any script", () => {
    const frame = 'assets/sportsbook-frame-P5.js';
    const styles = ['assets/sportsbook-frame-S8.css'];
    for (const path of ['/spor', '/spor/', '/spor/fcg']) {
      expect(routePreloads(manifest, path), path).toEqual({
        modules: ['assets/sports-page-N4.js', frame],
        styles,
      });
    }
    for (const path of ['/livespor', '/livespor/fcg']) {
      expect(routePreloads(manifest, path), path).toEqual({
        modules: ['assets/live-betting-page-Q6.js', frame],
        styles,
      });
    }
    for (const path of ['/esports', '/esports/betco']) {
      expect(routePreloads(manifest, path), path).toEqual({
        modules: ['assets/esports-page-R7.js', frame],
        styles,
      });
    }
  });

  it('go at the end of <head> as module and style preloads', () => {
    const html = '<html><head><title>Zar</title></head><body></body></html>';
    const page = withRoutePreloads(html, routePreloads(manifest, '/'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-E5.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-G7.css">');
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(withRoutePreloads(html, { modules: [], styles: [] })).toBe(html);
    expect(withRoutePreloads('<p>no head</p>', routePreloads(manifest, '/'))).toBe(
      '<p>no head</p>',
    );
  });
});
