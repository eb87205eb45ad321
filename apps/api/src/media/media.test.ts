import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMediaDir } from '../config';
import { openTestApp } from '../test-app';
import { openMediaLibrary } from './media-library';

let testApp: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  testApp = await openTestApp({ seed: false });
});
afterAll(() => testApp.close());

const file = 'banners/home-welcome-large.svg';

describe('GET /media/*', () => {
  it('serves a versioned image with a year-long immutable cache and explicit size', async () => {
    const library = await openMediaLibrary(defaultMediaDir);
    const url = library.versioned(`/media/${file}`);
    expect(url).toMatch(/\?v=[0-9a-f]{10}$/);

    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toBe(await readFile(join(defaultMediaDir, file), 'utf8'));
    expect(response.body).toMatch(/^<svg [^>]*width="1920" height="480"/);
  });

  it('caches an unversioned or outdated URL for a day only', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: `/media/${file}` });
    const outdated = await testApp.app.inject({
      method: 'GET',
      url: `/media/${file}?v=0000000000`,
    });

    expect(plain.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(outdated.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    expect(plain.headers.etag).toBeDefined();
  });

  it('answers 404 for a missing image instead of the site page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/media/banners/nope.svg',
      headers: { locale: 'en' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'The requested address was not found.',
      data: null,
    });
  });

  it('leaves URLs outside /media and unknown files as they are', async () => {
    const library = await openMediaLibrary(defaultMediaDir);

    expect(library.versioned('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
    expect(library.versioned('/media/unknown.svg')).toBe('/media/unknown.svg');
  });
});
