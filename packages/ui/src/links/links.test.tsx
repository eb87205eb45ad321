import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomBar } from '../features/bottom-bar/bottom-bar';
import { DashboardSideMenu } from '../features/dashboard-menu/dashboard-side-menu';
import { Footer } from '../features/footer/footer';
import { sampleFooterProps } from '../features/footer/footer-fixtures';
import { Header } from '../features/header/header';
import { mainMenuItems, mainMenuItemsFor } from '../features/main-menu/main-menu-items';
import { menuPanelTilesFor } from '../features/menu-panel/menu-panel-tiles';
import { ZarUiProvider } from '../strings/zar-ui-provider';
import { contentPageLink, defaultUiLinks, resolveUiLinks } from './ui-links';
import { ZarUiLinksProvider } from './use-ui-links';

describe('the links configuration', () => {
  it("defaults to the Zar site's routes and takes a brand's overrides key by key", () => {
    expect(defaultUiLinks.claimBonus).toBe('/dashboard/claim-bonus');
    const links = resolveUiLinks({ promotions: '/kampanyalar', casino: undefined });
    expect(links.promotions).toBe('/kampanyalar');
    expect(links.casino).toBe('/casino/slot');
    expect(contentPageLink(links, 42)).toBe('/pages/42');
    expect(contentPageLink({ contentPage: '/sayfa/:id/oku' }, 'a b')).toBe('/sayfa/a%20b/oku');
  });

  it('builds the exported item lists from the defaults and from any links', () => {
    expect(mainMenuItems.find((item) => item.id === 'casino')?.href).toBe('/casino/slot');
    const brand = resolveUiLinks({ casino: '/oyunlar', callMe: '/ara' });
    expect(mainMenuItemsFor(brand).find((item) => item.id === 'casino')?.href).toBe('/oyunlar');
    expect(menuPanelTilesFor(brand).find((item) => item.id === 'callMe')).toMatchObject({
      href: '/ara',
      newTab: true,
    });
  });

  it("sends the header, footer, bottom bar and dashboard menu to the brand's routes", () => {
    const links = {
      claimBonus: '/hesap/bonus-al',
      promotions: '/kampanyalar',
      liveCasino: '/canli-casino',
      contentPage: '/sayfa/:id',
      withdraw: '/hesap/cekim',
      home: '/ana',
    };
    const { container } = render(
      <ZarUiProvider locale="en" links={links}>
        <Header isLoggedIn={false} />
        <Footer {...sampleFooterProps} providerAutoplay={false} />
        <BottomBar onDepositClick={() => {}} onSupportClick={() => {}} />
        <DashboardSideMenu username="ahmet" userCode="1" balance={0} />
      </ZarUiProvider>,
    );
    const hrefs = [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/hesap/bonus-al', '/kampanyalar', '/canli-casino', '/hesap/cekim']),
    );
    expect(hrefs).toContain(`/sayfa/${sampleFooterProps.stories[0]?.id}`);
    expect(hrefs.filter((href) => href === '/ana').length).toBeGreaterThan(0);
    // No default path of an overridden link is left anywhere.
    for (const gone of [
      '/dashboard/claim-bonus',
      '/promotions',
      '/casino/live',
      '/dashboard/withdraw',
    ]) {
      expect(hrefs).not.toContain(gone);
    }
    expect(
      within(screen.getByRole('navigation', { name: 'Quick access' })).getByRole('link', {
        name: 'Promotions',
      }),
    ).toHaveAttribute('href', '/kampanyalar');
  });

  it('keeps an outer ZarUiLinksProvider when the inner provider sets no links', () => {
    render(
      <ZarUiLinksProvider links={{ promotions: '/kampanyalar' }}>
        <ZarUiProvider locale="en">
          <BottomBar onDepositClick={() => {}} onSupportClick={() => {}} />
        </ZarUiProvider>
      </ZarUiLinksProvider>,
    );
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/kampanyalar',
    );
  });
});
