import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openTestApp } from '../test-app';

const indexHtml =
  '<!doctype html><html lang="tr"><head><title>Zar</title></head><body><div id="root"></div></body></html>';
const bundle = `console.log(${JSON.stringify('zar '.repeat(2_000))});`;
const folders: string[] = [];

async function siteFolder(built: boolean): Promise<string> {
  const siteDir = await mkdtemp(join(tmpdir(), 'zar-api-site-'));
  folders.push(siteDir);
  if (built) {
    await mkdir(join(siteDir, 'assets'));
    await writeFile(join(siteDir, 'index.html'), indexHtml);
    await writeFile(join(siteDir, 'assets', 'index-Bq3xZ9aa.js'), bundle);
    // The build's best-quality brotli file, served as it is.
    await writeFile(join(siteDir, 'assets', 'vendor-Kd81LmQa.js'), bundle);
    await writeFile(join(siteDir, 'assets', 'vendor-Kd81LmQa.js.br'), brotliCompressSync(bundle));
    await writeFile(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return siteDir;
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the built site', () => {
  let app: FastifyInstance;
  let closeApp: () => Promise<void>;

  beforeAll(async () => {
    const testApp = await openTestApp({ config: { siteDir: await siteFolder(true) } });
    app = testApp.app;
    closeApp = testApp.close;
  });

  afterAll(async () => {
    await closeApp();
  });

  it('serves index.html for / and revalidates it on every visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!doctype html><html lang="tr"><head><title>Zar<\/title>/);
    expect(response.body).toContain('<body><div id="root"></div></body></html>');
  });

  it('answers the site routes with index.html so a reload lands on the page', async () => {
    for (const url of ['/dashboard/account', '/casino/slot?tab=popular']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<body><div id="root"></div></body></html>');
    }
  });

  it('caches hashed assets for good and compresses them with brotli or gzip', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-Bq3xZ9aa.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-Bq3xZ9aa.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);
  });

  it('sends the build precompressed file when there is one, and compresses it otherwise', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/vendor-Kd81LmQa.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/vendor-Kd81LmQa.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(brotliCompressSync(bundle))).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);
  });

  it('serves other files revalidated, and no page in place of a missing asset', async () => {
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    const missing = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });

    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-call' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('a site that is not built', () => {
  it('answers a 503 page saying to build it, and the site once built', async () => {
    const siteDir = await siteFolder(false);
    const { app, close } = await openTestApp({ config: { siteDir } });
    onTestFinished(close);

    const home = await app.inject({ method: 'GET', url: '/' });
    const route = await app.inject({ method: 'GET', url: '/dashboard/account' });

    expect(home.statusCode).toBe(503);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('pnpm build');
    expect(route.statusCode).toBe(503);

    await writeFile(join(siteDir, 'index.html'), indexHtml);
    const built = await app.inject({ method: 'GET', url: '/' });
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain('<div id="root"></div>');
  });
});
