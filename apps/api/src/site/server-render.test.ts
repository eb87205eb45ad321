import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { earlyTapScript } from '@zar/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../test-app';
import { withHydrationAfterPaint, withServerRender } from './server-render';

const indexHtml = [
  '<!doctype html><html lang="tr"><head><title>Zar</title>',
  '<script type="module" crossorigin src="/assets/index-Bq3xZ9aa.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-Kd81LmQa.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-Zz0aB1cD.css">',
  '</head><body><div id="root"><!--zar-splash--><div class="site-splash"></div><!--/zar-splash--></div></body></html>',
].join('\n');

const manifest = {
  'index.html': { file: 'assets/index-Bq3xZ9aa.js', isEntry: true, imports: [] },
  'src/hydrate-after-paint.ts': { file: 'assets/hydrate-after-paint-Hy4pA1nt.js', isEntry: true },
};

/**
 * A stand-in for the site's server build: it renders the request it was given (path, language,
 * the browser's values) so a test can see what the API passed, and counts its renders. A page
 * named `/broken` throws, `/dashboard` is not rendered.
 */
const serverBuild = `
globalThis.zarRenders ??= 0;
export async function renderFirstScreen({ url, data, browser }) {
  if (url === '/broken') throw new Error('render failed');
  if (url.startsWith('/dashboard')) return null;
  globalThis.zarRenders += 1;
  return '<main class="rendered">' + url + ' ' + data.locale + ' ' + browser.host + ' seen=' + browser.seenPopups.join(',') + ' read=' + browser.topNotifyRead + '</main>';
}
`;

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function builtSite(withServerBuild: boolean): Promise<string> {
  const siteDir = await mkdtemp(join(tmpdir(), 'zar-api-ssr-'));
  folders.push(siteDir);
  await mkdir(join(siteDir, '.vite'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), indexHtml);
  await writeFile(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (withServerBuild) {
    await mkdir(join(siteDir, '.server'));
    await writeFile(join(siteDir, '.server', 'entry-server.js'), serverBuild);
  }
  return siteDir;
}

const renders = () => (globalThis as { zarRenders?: number }).zarRenders ?? 0;

describe('a page rendered on the server', () => {
  it('holds the first screen in #root for a visitor, started by the script that waits for its images', async () => {
    const { app, close } = await openTestApp({ config: { siteDir: await builtSite(true) } });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/casino/slot',
        headers: {
          host: 'zar.example:8080',
          cookie: 'zar.popupSeen=0123abcd,89abcdef; zar.topNotifyRead=1',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '<div id="root" data-rendered="server"><main class="rendered">/casino/slot tr zar.example seen=0123abcd,89abcdef read=true</main></div>',
      );
      expect(response.body).not.toContain('site-splash');
      // The site's modules are fetched after the largest images have painted.
      expect(response.body).toContain(
        `<script>${earlyTapScript}</script><script type="module" crossorigin src="/assets/hydrate-after-paint-Hy4pA1nt.js" data-entry="/assets/index-Bq3xZ9aa.js" data-preload="/assets/react-Kd81LmQa.js"></script>`,
      );
      expect(response.body).not.toContain('rel="modulepreload"');
      expect(response.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-Zz0aB1cD.css">',
      );
    } finally {
      await close();
    }
  });

  it('is rendered once for the same page, data and browser values', async () => {
    const { app, close } = await openTestApp({ config: { siteDir: await builtSite(true) } });
    try {
      const before = renders();
      for (let visit = 0; visit < 3; visit += 1) {
        const response = await app.inject({ method: 'GET', url: '/promotions' });
        expect(response.body).toContain('<main class="rendered">/promotions tr');
      }
      expect(renders() - before).toBe(1);
    } finally {
      await close();
    }
  });

  it('is the splash for a logged-in player, the account area, a failed render or a site without a server build', async () => {
    const { app, close } = await openTestApp({ config: { siteDir: await builtSite(true) } });
    const { app: plainApp, close: closePlain } = await openTestApp({
      config: { siteDir: await builtSite(false) },
    });
    try {
      const pages = [
        await app.inject({ method: 'GET', url: '/', headers: { cookie: 'zar.player=1' } }),
        // A player's sportsbook frame carries their token: never the visitor's frame.
        await app.inject({
          method: 'GET',
          url: '/spor',
          headers: { cookie: 'zar.language=tr; zar.player=1' },
        }),
        await app.inject({ method: 'GET', url: '/dashboard/account' }),
        await app.inject({ method: 'GET', url: '/broken' }),
        await plainApp.inject({ method: 'GET', url: '/' }),
      ];
      for (const page of pages) {
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"><!--zar-splash--><div class="site-splash">');
        expect(page.body).toContain(
          '<script type="module" crossorigin src="/assets/index-Bq3xZ9aa.js">',
        );
        expect(page.body).toContain(
          '<link rel="modulepreload" crossorigin href="/assets/react-Kd81LmQa.js">',
        );
      }
    } finally {
      await Promise.all([close(), closePlain()]);
    }
  });
});

describe('withServerRender', () => {
  it('puts the render in place of the splash between its markers, and leaves a page without them', () => {
    expect(withServerRender(indexHtml, '<p>$& page</p>')).toContain(
      '<body><div id="root" data-rendered="server"><p>$& page</p></div></body>',
    );
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(withServerRender(plain, '<p>page</p>')).toBe(plain);
  });
});

describe('withHydrationAfterPaint', () => {
  it('leaves the page as it is without the script in the build or an entry script in the page', () => {
    expect(withHydrationAfterPaint(indexHtml, undefined)).toBe(indexHtml);
    const noEntry = indexHtml.replace(/<script[^>]*><\/script>/, '');
    expect(withHydrationAfterPaint(noEntry, 'assets/h.js')).toBe(noEntry);
  });
});
