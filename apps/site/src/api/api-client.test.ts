import { ApiError } from '@zar/api-client';
import { notify } from '@zar/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { useSessionStore } from '../stores/session-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { testSession } from '../test/test-session';
import { apiClient } from './api-client';
import { fingerprintStorageKey, getFingerprint } from './fingerprint';

describe('site API client', () => {
  afterEach(() => changeLanguage('tr'));

  it('sends the session token, the current language and the fingerprint', async () => {
    const seen: Headers[] = [];
    mockApiServer.use(
      http.get(apiUrl('cms/translationlist'), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ success: true, message: null, data: [] });
      }),
    );
    await apiClient.translations();
    expect(seen[0]?.get('Authorization')).toBeNull();
    expect(seen[0]?.get('locale')).toBe('tr');

    useSessionStore.getState().signIn(testSession);
    await changeLanguage('en');
    await apiClient.translations();
    expect(seen[1]?.get('Authorization')).toBe('Bearer session-token');
    expect(seen[1]?.get('locale')).toBe('en');
    expect(seen[1]?.get('fingerprint')).toBe(getFingerprint());
    expect(seen[1]?.get('fingerprint')).toBe(useSessionStore.getState().auth?.fingerprint);
  });

  it('keeps one random fingerprint per browser', () => {
    const first = getFingerprint();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getFingerprint()).toBe(first);
    expect(localStorage.getItem(fingerprintStorageKey)).toBe(first);
    localStorage.removeItem(fingerprintStorageKey);
    expect(getFingerprint()).not.toBe(first);
  });

  it('ends the session locally when the API answers 401', async () => {
    // The server no longer knows this token, so the logged-in call answers 401.
    mockApiServer.use(
      http.get(apiUrl('auth/logout'), () =>
        HttpResponse.json(
          { success: false, message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.' },
          { status: 401 },
        ),
      ),
    );
    useSessionStore.getState().signIn({ ...testSession, token: 'expired-token' });
    const call = apiClient.logout();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(useSessionStore.getState().auth).toBeNull();
  });

  it('tells a logged-in player why the session ended, once for calls refused together', async () => {
    const shown = vi.spyOn(notify, 'error');
    const reason = 'Oturum süre limitiniz doldu; oturumunuz kapatıldı.';
    mockApiServer.use(
      http.get(apiUrl('user/balance'), () =>
        HttpResponse.json({ success: false, message: reason }, { status: 401 }),
      ),
    );
    useSessionStore.getState().signIn(testSession);
    await Promise.allSettled([apiClient.balance(), apiClient.balance()]);
    expect(useSessionStore.getState().auth).toBeNull();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith(reason, { id: 'session-ended' });
    shown.mockRestore();
  });

  it('keeps the session on other failures', async () => {
    useSessionStore.getState().signIn(testSession);
    mockApiServer.use(
      http.get(apiUrl('cms/grouped'), () =>
        HttpResponse.json({ success: false, message: 'Bakımdayız' }, { status: 503 }),
      ),
    );
    await expect(apiClient.bootstrap()).rejects.toMatchObject({
      message: 'Bakımdayız',
      status: 503,
    });
    expect(useSessionStore.getState().auth?.token).toBe('session-token');
  });
});
