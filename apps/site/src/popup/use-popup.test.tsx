import { act, waitFor } from '@testing-library/react';
import { popupContentHash, popupSeenCookie } from '@zar/api-client';
import { bootstrapFixture } from '@zar/api-client/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { popupSeenStorageKey, usePopup } from './use-popup';

const popup = bootstrapFixture.popup;
if (!popup) throw new Error('the mock bootstrap has a popup');

function serveBootstrapPopup(url: string) {
  mockApiServer.use(
    http.get(apiUrl('cms/grouped'), () =>
      HttpResponse.json({
        success: true,
        message: null,
        data: { ...bootstrapFixture, popup: { ...popup, url } },
      }),
    ),
  );
}

describe('usePopup', () => {
  it('opens the popup with its three image sizes the first time', async () => {
    const { result } = renderSiteHook(usePopup);
    await waitFor(() => expect(result.current.open).toBe(true));
    expect(result.current.popup).toEqual(popup);
    expect(JSON.parse(localStorage.getItem(popupSeenStorageKey) ?? '[]')).toEqual([
      popupContentHash(popup),
    ]);
    expect(document.cookie).toContain(`${popupSeenCookie}=${popupContentHash(popup)}`);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('shows the same popup once, and a changed popup again', async () => {
    const first = renderSiteHook(usePopup);
    await waitFor(() => expect(first.result.current.open).toBe(true));
    first.unmount();

    const again = renderSiteHook(usePopup);
    await waitFor(() => expect(again.result.current.popup).not.toBeNull());
    expect(again.result.current.open).toBe(false);
    again.unmount();

    serveBootstrapPopup('/casino/live');
    const changed = renderSiteHook(usePopup);
    await waitFor(() => expect(changed.result.current.open).toBe(true));
    expect(JSON.parse(localStorage.getItem(popupSeenStorageKey) ?? '[]')).toHaveLength(2);
  });

  it('does not open over an account dialog, and shows on a later visit', async () => {
    useDialogStore.getState().open('login');
    const sentToLogIn = renderSiteHook(usePopup);
    await waitFor(() => expect(sentToLogIn.result.current.popup).not.toBeNull());
    expect(sentToLogIn.result.current.open).toBe(false);
    expect(localStorage.getItem(popupSeenStorageKey)).toBeNull();
    sentToLogIn.unmount();

    useDialogStore.getState().close();
    const later = renderSiteHook(usePopup);
    await waitFor(() => expect(later.result.current.open).toBe(true));
  });
});
