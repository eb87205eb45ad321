import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '../../primitives/link';
import { axeViolations } from '../../testing/axe-violations';
import { renderWithI18n } from '../../testing/render-with-i18n';
import { Footer } from './footer';
import { sampleFooterProps } from './footer-fixtures';

/** Stands in for the router's link adapter. */
function RouterLink({ href, ...props }: LinkProps) {
  return <a data-router href={href} {...props} />;
}

describe('Footer', () => {
  it('has the six columns with the fixed links and the content pages', async () => {
    const { container } = renderWithI18n(
      <Footer {...sampleFooterProps} providerAutoplay={false} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Site alt bilgisi' });
    const headings = within(nav)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Bahis',
      'Casino',
      'Oyunlar',
      'Hikayelerimiz',
      'Kullanım Şartları',
      'Hizmet Şartları',
    ]);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/spor',
      '/livespor',
      '/esports',
      '/casino/slot',
      '/casino/live',
      '/casino/tvbets',
      '/casino/games',
      '/pages/11',
      '/pages/12',
      '/pages/21',
      '/pages/22',
      '/pages/31',
      '/pages/32',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has 2 telegram and 4 whatsapp quick contacts and the labelled socials, in new tabs', () => {
    renderWithI18n(<Footer {...sampleFooterProps} providerAutoplay={false} />);
    expect(screen.getByRole('link', { name: 'Telegram 2' })).toHaveAttribute(
      'href',
      'https://t.me/zar_vip',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp 4' })).toHaveAttribute(
      'href',
      'https://wa.me/900000000004',
    );
    const socials = screen.getByRole('list', { name: 'Bizi takip edin' });
    const socialLinks = within(socials).getAllByRole('link');
    expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Telegram kanalımız',
      'X (Twitter) hesabımız',
      'Instagram hesabımız',
      'YouTube kanalımız',
    ]);
    for (const link of socialLinks) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the 18+ notice, the licence from props, the providers and the copyright', () => {
    renderWithI18n(<Footer {...sampleFooterProps} providerAutoplay={false} />);
    expect(screen.getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri' })).toHaveTextContent('18+');
    expect(screen.getByRole('link', { name: 'Sorumlu oyun hakkında' })).toHaveAttribute(
      'href',
      '/pages/41',
    );
    expect(screen.getByRole('link', { name: /Lisansı doğrula/ })).toHaveAttribute(
      'href',
      'https://regulator.example/verify/zar',
    );
    expect(screen.getByText(sampleFooterProps.licence.statement)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^[a-z0-9]+$/ })).toHaveLength(12);
    expect(screen.getByText('© 2026 Zar. Tüm hakları saklıdır.')).toBeInTheDocument();
    expect(
      screen.getByText(/genel şartlar ve koşulları kabul etmeniz gerekir/),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Yasal bağlantılar' })).toBeInTheDocument();
  });

  it('defaults the copyright to the current year and leaves out an absent licence', () => {
    renderWithI18n(
      <Footer {...sampleFooterProps} year={undefined} licence={null} providerAutoplay={false} />,
      { locale: 'en' },
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Zar. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Verify the licence/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Stories' })).toBeInTheDocument();
  });

  it('shows the licence seal without a link when the settings name no regulator page', () => {
    const licence = { ...sampleFooterProps.licence, verifyUrl: undefined };
    renderWithI18n(<Footer {...sampleFooterProps} licence={licence} providerAutoplay={false} />, {
      locale: 'en',
    });
    expect(screen.getByRole('img', { name: licence.logoAlt })).toBeInTheDocument();
    expect(screen.getByText(licence.statement)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Verify the licence/ })).not.toBeInTheDocument();
  });

  it('renders site links through the given link component', () => {
    renderWithI18n(
      <Footer {...sampleFooterProps} linkComponent={RouterLink} providerAutoplay={false} />,
    );
    expect(screen.getByRole('link', { name: 'Slot Oyunları' })).toHaveAttribute('data-router');
  });

  it("takes a brand's columns, logo and home address, leaving out absent page columns", () => {
    const {
      stories: _stories,
      termsOfUse: _terms,
      termsOfService: _service,
      ...settings
    } = sampleFooterProps;
    renderWithI18n(
      <Footer
        {...settings}
        brandName="Acme Bet"
        homeHref="/home"
        logo={<img src="/acme.svg" alt="" width={120} height={32} />}
        columns={[
          {
            id: 'play',
            title: 'Play',
            links: [
              { label: 'Slots', href: '/slots' },
              { label: 'Table games', href: '/tables' },
            ],
          },
          { id: 'help', title: 'Help', links: [{ label: 'FAQ', href: '/faq' }] },
        ]}
        providerAutoplay={false}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Site alt bilgisi' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Play', 'Help']);
    expect(within(nav).getByRole('link', { name: 'Table games' })).toHaveAttribute(
      'href',
      '/tables',
    );
    const home = screen.getByRole('link', { name: /Acme Bet/ });
    expect(home).toHaveAttribute('href', '/home');
    expect(home.querySelector('img')).toHaveAttribute('src', '/acme.svg');
    expect(screen.getByText(/© \d{4} Acme Bet/)).toBeInTheDocument();
  });
});
