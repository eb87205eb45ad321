import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrapFixture, contentFixture } from '@zar/api-client/fixtures';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { apiUrl, mockApiServer } from '../test/mock-api-server';
import { renderRoute } from '../test/render-route';
import { testSession as player } from '../test/test-session';
import { scrollKey } from './site-layout';

/** The text button of the desktop bar (the mobile bar has an icon button of the same name). */
function textButton(name: string) {
  const button = screen
    .getAllByRole('button', { name })
    .find((element) => element.textContent === name);
  if (!button) throw new Error(`no text button ${name}`);
  return button;
}

// The first render loads the layout's and the page's chunks, which is slow on a busy machine.
describe('site layout', { timeout: 15_000 }, () => {
  it('shows the test-mode bar above the header on every page of a site in test mode, and only there', async () => {
    const first = renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    expect(screen.queryByRole('region', { name: 'Test modu' })).toBeNull();
    first.unmount();

    mockApiServer.use(
      http.get(apiUrl('cms/grouped'), () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: { ...bootstrapFixture, testMode: true },
        }),
      ),
    );
    for (const path of ['/casino/live', '/promotions']) {
      const { unmount } = renderRoute(path);
      const bar = await screen.findByRole('region', { name: 'Test modu' });
      expect(bar.textContent).toContain('Bu sitedeki ödemeler gerçek değildir');
      // First in the sticky top, so it stays in view as the page scrolls.
      expect(bar.parentElement?.className).toBe('site-top');
      expect(bar.parentElement?.firstElementChild).toBe(bar);
      unmount();
    }
  });

  it('offers a visitor Login and Sign Up, each opening its dialog', async () => {
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    const user = userEvent.setup();

    await user.click(textButton('Giriş Yap'));
    expect(await screen.findByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(textButton('Üye Ol'));
    expect(await screen.findByRole('dialog', { name: 'Üye Ol' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('pressing Login closes the open menu drawer', async () => {
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    expect(useUiStore.getState().sidebarOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Menüyü kapat' })).toHaveProperty(
      'ariaExpanded',
      'true',
    );
    await user.click(textButton('Giriş Yap'));
    expect(useUiStore.getState().sidebarOpen).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Giriş' })).toBeTruthy();
  });

  it('shows a player their name, code, balance and the deposit link instead', async () => {
    useSessionStore.getState().signIn(player);
    renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByText(player.username).length).toBeGreaterThan(0);
    expect(within(header).getAllByText(player.usercode, { exact: false }).length).toBeGreaterThan(
      0,
    );
    // The balance shows on the phone bar (beside the user button) and on the desktop bar.
    expect(
      within(header)
        .getAllByRole('link', { name: /Bakiye: .*1\.250,50/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/dashboard']);
    expect(
      within(header)
        .getAllByRole('link', { name: 'Para Yatır' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/dashboard/deposit');
  });

  it('bottom bar Deposit opens the login dialog for a visitor and the deposit page for a player', async () => {
    const { router } = renderRoute('/casino/live');
    await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' });
    const bar = screen.getByRole('navigation', { name: 'Hızlı erişim' });
    expect(within(bar).getByRole('link', { name: 'C. Casino' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Para Yatır' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/casino/live');

    useSessionStore.getState().signIn(player);
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    await user.click(within(bar).getByRole('button', { name: 'Para Yatır' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/deposit'));
  });

  it('shows the splash until the bootstrap data arrives, then the whole frame', async () => {
    renderRoute('/casino/live');
    expect(screen.getByRole('status', { name: 'Yükleniyor...' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('banner')).toBeTruthy();
  });

  it('fills the footer with the content pages of the API', async () => {
    renderRoute('/casino/live');
    // The frame appears once the bootstrap data has arrived; the splash shows until then.
    const footer = await screen.findByRole('contentinfo');
    const story = contentFixture.find((category) => category.name === 'Story');
    const page = story?.pages.find((item) => item.published);
    if (!page) throw new Error('the mock category list has a Story page');
    const link = await within(footer).findByRole('link', { name: page.title });
    expect(link.getAttribute('href')).toBe(`/pages/${page.id}`);
    expect(footer.querySelectorAll('img[src^="/media/providers/"]')).toHaveLength(12);
  });
});

describe('scrollKey', () => {
  const at = (key: string, pathname: string) =>
    ({ key, pathname, search: '', hash: '', state: null }) as Parameters<typeof scrollKey>[0];

  it('keeps a full load’s scroll per path, not for whichever page was loaded last', () => {
    expect(scrollKey(at('default', '/dashboard/bonuses'))).toBe('/dashboard/bonuses');
    expect(scrollKey(at('default', '/dashboard/claim-bonus'))).toBe('/dashboard/claim-bonus');
    expect(scrollKey(at('x7k2', '/dashboard/bonuses'))).toBe('x7k2');
  });
});
