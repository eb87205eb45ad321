import { act, waitFor } from '@testing-library/react';
import { bootstrapFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderSiteHook } from '../test/render-site-hook';
import { liveChatFallbackMs } from './live-chat-store';
import { useLiveChat } from './use-live-chat';

const scriptUrl = 'https://chat.example/widget.js';

function serveLiveChatScript() {
  mockApiServer.use(
    http.get(apiUrl('cms/grouped'), () =>
      HttpResponse.json({
        success: true,
        message: null,
        data: {
          ...bootstrapFixture,
          siteOption: [
            ...bootstrapFixture.siteOption.filter((option) => option.key !== 'liveChatScriptUrl'),
            { key: 'liveChatScriptUrl', value: scriptUrl, status: true },
          ],
        },
      }),
    ),
  );
}

const widgetScript = () => document.head.querySelector('script[data-live-chat]');

describe('useLiveChat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    widgetScript()?.remove();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
  });

  it('lists the enabled quick contacts: telegram, then whatsapp', async () => {
    const { result } = renderSiteHook(useLiveChat);
    await waitFor(() => expect(result.current.contacts.length).toBeGreaterThan(0));
    const enabled = (prefix: string) =>
      bootstrapFixture.siteOption.filter(
        (option) => option.status && option.value && new RegExp(`^${prefix}\\d+$`).test(option.key),
      );
    const expected = [...enabled('telegram'), ...enabled('whatsapp')];
    expect(expected.length).toBeGreaterThan(2);
    expect(result.current.contacts).toEqual(
      expected.map((option) => ({
        kind: option.key.startsWith('telegram') ? 'telegram' : 'whatsapp',
        key: option.key,
        href: option.value,
      })),
    );
  });

  it('opens the contact panel at once when no widget is configured', async () => {
    const { result, queryClient } = renderSiteHook(useLiveChat);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => result.current.open());
    expect(result.current.contactPanelOpen).toBe(true);
    act(() => result.current.closeContactPanel());
    expect(result.current.contactPanelOpen).toBe(false);
  });

  it('does not load the widget outside production builds', async () => {
    serveLiveChatScript();
    const { queryClient } = renderSiteHook(useLiveChat);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(widgetScript()).toBeNull();
  });

  it('in production loads the widget and falls back to the contact panel 5 s after a request', async () => {
    vi.stubEnv('PROD', true);
    serveLiveChatScript();
    const { result } = renderSiteHook(useLiveChat);
    await waitFor(() => expect(widgetScript()?.getAttribute('src')).toBe(scriptUrl));

    vi.useFakeTimers();
    act(() => result.current.open());
    expect(result.current).toMatchObject({ pending: true, contactPanelOpen: false });
    act(() => vi.advanceTimersByTime(liveChatFallbackMs - 1));
    expect(result.current.contactPanelOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ pending: false, contactPanelOpen: true });
  });

  it('opens the widget when it becomes ready in time', async () => {
    vi.stubEnv('PROD', true);
    serveLiveChatScript();
    const { result } = renderSiteHook(useLiveChat);
    await waitFor(() => expect(widgetScript()).not.toBeNull());

    vi.useFakeTimers();
    act(() => result.current.open());
    const call = vi.fn();
    (window as { LiveChatWidget?: unknown }).LiveChatWidget = { call };
    act(() => vi.advanceTimersByTime(liveChatFallbackMs));
    expect(call).toHaveBeenCalledWith('maximize');
    expect(result.current).toMatchObject({ pending: false, contactPanelOpen: false });
  });
});
