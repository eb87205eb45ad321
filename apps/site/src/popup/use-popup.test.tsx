import { act, fireEvent, waitFor } from '@testing-library/react';
import { popupContentHash, popupSeenCookie } from '@zar/api-client';
import { bootstrapFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { popupDelayMs, popupSeenStorageKey, usePopup } from './use-popup';
import { forgetVisitorActivity } from './visitor-activity';

/** Long enough for the popup's delay to pass on a busy machine. */
const afterDelay = { timeout: popupDelayMs + 3000 };
/** Waits past the popup's delay. */
const pastTheDelay = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, popupDelayMs + 300)));

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

describe('usePopup', { timeout: 20_000 }, () => {
  beforeEach(() => forgetVisitorActivity());
  afterEach(() => {
    forgetVisitorActivity();
    delete document.documentElement.dataset.popup;
  });

  it('opens the popup with its three image sizes the first time', async () => {
    const { result } = renderSiteHook(usePopup);
    await waitFor(() => expect(result.current.open).toBe(true), afterDelay);
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
    await waitFor(() => expect(first.result.current.open).toBe(true), afterDelay);
    first.unmount();

    const again = renderSiteHook(usePopup);
    await waitFor(() => expect(again.result.current.popup).not.toBeNull());
    expect(again.result.current.open).toBe(false);
    again.unmount();

    serveBootstrapPopup('/casino/live');
    const changed = renderSiteHook(usePopup);
    await waitFor(() => expect(changed.result.current.open).toBe(true), afterDelay);
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
    await waitFor(() => expect(later.result.current.open).toBe(true), afterDelay);
  });

  it('waits for a still visitor, and never opens once they pressed a pointer before its delay', async () => {
    const { result } = renderSiteHook(usePopup);
    await waitFor(() => expect(result.current.popup).not.toBeNull());
    expect(result.current.open).toBe(false);
    expect(document.documentElement.dataset.popup).toBe('waiting');
    // The visitor reaches for 'Giriş Yap' before the popup's delay.
    fireEvent.pointerDown(document.body);
    expect(document.documentElement.dataset.popup).toBe('skipped');
    await pastTheDelay();
    expect(result.current.open).toBe(false);
    // Not shown, so not marked as seen: a later, untouched visit shows it.
    expect(localStorage.getItem(popupSeenStorageKey)).toBeNull();
  });

  it('never opens once the visitor typed, even when its data comes after the key press', async () => {
    fireEvent.keyDown(document, { key: 'a' });
    const { result } = renderSiteHook(usePopup);
    await waitFor(() => expect(result.current.popup).not.toBeNull());
    await pastTheDelay();
    expect(result.current.open).toBe(false);
    expect(document.documentElement.dataset.popup).toBe('skipped');
  });

  it('never opens over another open dialog (a game, a payment, the reality check)', async () => {
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    try {
      const { result } = renderSiteHook(usePopup);
      await waitFor(() => expect(result.current.popup).not.toBeNull());
      await pastTheDelay();
      expect(result.current.open).toBe(false);
      expect(document.documentElement.dataset.popup).toBe('skipped');
    } finally {
      other.remove();
    }
  });

  it('opens after its delay for a visitor who has not touched the page, marked open for the e2e helpers', async () => {
    const { result } = renderSiteHook(usePopup);
    await waitFor(() => expect(result.current.popup).not.toBeNull());
    expect(result.current.open).toBe(false);
    await waitFor(() => expect(result.current.open).toBe(true), afterDelay);
    expect(document.documentElement.dataset.popup).toBe('open');
    act(() => result.current.close());
    expect(document.documentElement.dataset.popup).toBe('closed');
  });
});
