import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogStore } from '../stores/dialog-store';
import { useSessionStore } from '../stores/session-store';
import { renderRoute } from '../test/render-route';
import { testSession } from '../test/test-session';
import { sportsbookAddress, sportsbookFrame, visiblePart } from './sportsbook-frame';

const origin = 'https://zar.test';

describe('sportsbookAddress', () => {
  it("opens a visitor in the settings' address, in visitor mode, the site's own as a path", () => {
    expect(
      sportsbookAddress({
        section: 'live',
        provider: 'betsy',
        setting: undefined,
        auth: null,
        language: 'tr',
      }),
    ).toBe('/api/sportsbook/demo/?section=live&lang=tr');
    expect(
      sportsbookAddress({
        section: 'esports',
        provider: 'betsy',
        setting: '/kitap/?brand=zar',
        auth: null,
        language: 'tr',
      }),
    ).toBe('/kitap/?brand=zar&section=esports&lang=tr');
    const configured = sportsbookAddress({
      section: 'sports',
      provider: 'betsy',
      setting: 'https://book.example/sb',
      auth: null,
      language: 'en',
    });
    expect(configured).toBe('https://book.example/sb?section=sports&lang=en');
  });

  it("carries a player's provider credentials, betco for the betco sections, the token in the fragment", () => {
    const auth = {
      betsyUrl: 'https://zar.test/api/sportsbook/demo/',
      betsyToken: 'betsy-token',
      betcoUrl: 'https://betco.example/',
      betcoToken: 'betco token',
    };
    const betsy = new URL(
      sportsbookAddress({
        section: 'sports',
        provider: 'betsy',
        setting: undefined,
        auth,
        language: 'tr',
      }),
    );
    expect(betsy.hash).toBe('#token=betsy-token');
    expect(betsy.search).toBe('?section=sports&lang=tr');
    const betco = new URL(
      sportsbookAddress({
        section: 'esports',
        provider: 'betco',
        setting: undefined,
        auth,
        language: 'tr',
      }),
    );
    expect(betco.origin).toBe('https://betco.example');
    expect(betco.hash).toBe('#token=betco%20token');
  });
});

describe('sportsbookFrame', () => {
  const host = 'zar.test';
  const siteSandbox = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

  it("frames the site's own book by its path, sandboxed without the site's origin", () => {
    expect(sportsbookFrame('/api/sportsbook/demo/?section=sports&lang=tr', host)).toEqual({
      src: '/api/sportsbook/demo/?section=sports&lang=tr',
      sandbox: siteSandbox,
      messageOrigin: 'null',
    });
  });

  it("keeps another host's book at its address, with its own origin", () => {
    expect(sportsbookFrame('https://book.example/sb?section=live&lang=en', host)).toEqual({
      src: 'https://book.example/sb?section=live&lang=en',
      sandbox: `${siteSandbox} allow-same-origin`,
      messageOrigin: 'https://book.example',
    });
  });

  it("sandboxes an address on the page's host name as the site's own, whatever its scheme or port", () => {
    // The server's render knows the host name alone; the stricter frame is the safe guess.
    for (const address of [`${origin}/sb#token=x`, 'http://zar.test:8443/sb']) {
      expect(sportsbookFrame(address, host), address).toEqual({
        src: address,
        sandbox: siteSandbox,
        messageOrigin: 'null',
      });
    }
  });

  it('refuses an address that is not http or https', () => {
    expect(() => sportsbookFrame('javascript:alert(1)', host)).toThrow();
  });
});

describe('the sportsbook pages', { timeout: 20_000 }, () => {
  it('frame the sportsbook sandboxed and open the login dialog when the frame asks, not when others do', async () => {
    renderRoute('/livespor');
    const frame = (await screen.findByTitle('Canlı Bahis')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toMatch(/\/api\/sportsbook\/demo\/\?section=live&lang=tr$/);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    window.dispatchEvent(
      new MessageEvent('message', { data: { command: 'login' }, origin: 'null', source: window }),
    );
    expect(useDialogStore.getState().openDialog).toBeNull();
    // Settled (async act) before asserting: from the frame's window, but from another origin than the sandboxed page's (`null`).
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { command: 'login' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(useDialogStore.getState().openDialog).toBeNull();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { command: 'login' },
          origin: 'null',
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(useDialogStore.getState().openDialog).toBe('login'));
  });

  it("gives a player's frame their token", async () => {
    useSessionStore.getState().signIn({
      ...testSession,
      betsyUrl: `${window.location.origin}/api/sportsbook/demo/`,
      betsyToken: 'oyuncu-token',
    });
    renderRoute('/spor/fcg');
    const frame = await screen.findByTitle('Spor');
    expect(frame.getAttribute('src')).toMatch(/section=sports&lang=tr#token=oyuncu-token$/);
  });
});

describe('visiblePart', () => {
  it('is the part of the frame between the sticky top and the bottom bar, in the frame’s coordinates', () => {
    // A 16,000 px book scrolled 3,000 px past the top, under a 140 px top and above a 60 px bar.
    expect(visiblePart({ top: -3000, bottom: 13_000 }, { top: 140, bottom: 752 })).toEqual({
      top: 3140,
      height: 612,
    });
    // Its top still on screen below the header.
    expect(visiblePart({ top: 200, bottom: 16_200 }, { top: 140, bottom: 752 })).toEqual({
      top: 0,
      height: 552,
    });
    // Scrolled away: nothing of it on screen.
    expect(visiblePart({ top: -20_000, bottom: -4000 }, { top: 140, bottom: 752 }).height).toBe(0);
  });
});
