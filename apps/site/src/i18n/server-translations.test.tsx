import { translations } from '@zar/locales';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { createTestQueryClient } from '../test/render-site-hook';
import { changeLanguage, i18n, loadLanguage } from './i18n';
import { applyServerTranslations, loadServerTranslations } from './server-translations';

describe('server translations', () => {
  afterEach(async () => {
    applyServerTranslations('tr', [{ key: 'home.title', value: translations.tr.home.title }]);
    applyServerTranslations('en', [{ key: 'home.title', value: translations.en.home.title }]);
    await changeLanguage('tr');
    vi.restoreAllMocks();
  });

  it('puts the server strings of the language over the bundled ones', async () => {
    const locales: Array<string | null> = [];
    mockApiServer.use(
      http.get(apiUrl('cms/translationlist'), ({ request }) => {
        locales.push(request.headers.get('locale'));
        return HttpResponse.json({
          success: true,
          message: null,
          data: [{ key: 'home.title', value: 'Sunucudan gelen başlık' }],
        });
      }),
    );
    expect(await loadServerTranslations(createTestQueryClient(), 'tr')).toBe(true);
    expect(locales).toEqual(['tr']);
    expect(i18n.t('home.title')).toBe('Sunucudan gelen başlık');
    // Other strings and the other language keep their bundled text.
    expect(i18n.t('home.tagline')).toBe(translations.tr.home.tagline);
    await loadLanguage('en');
    expect(i18n.t('home.title', { lng: 'en' })).toBe(translations.en.home.title);
    // The shared bundle of @zar/locales is not written into.
    expect(translations.tr.home.title).toBe("Zar'a hoş geldiniz");
  });

  it('shows the Turkish error toast when they cannot be loaded, even in English', async () => {
    const showError = vi.spyOn(notify, 'error');
    mockApiServer.use(
      http.get(apiUrl('cms/translationlist'), () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    await changeLanguage('en');
    expect(await loadServerTranslations(createTestQueryClient(), 'en')).toBe(false);
    expect(showError).toHaveBeenCalledWith(
      'Çeviriler yüklenemedi. Lütfen sayfayı yenileyin.',
      expect.anything(),
    );
    expect(i18n.t('home.title')).toBe(translations.en.home.title);
  });
});
