import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useUiLinks } from '../../links/use-ui-links';
import { type ProviderLogo, ProviderSlider } from '../../patterns/provider-slider';
import { AnchorLink, type LinkComponent } from '../../primitives/link';
import { Logo } from '../../primitives/logo';
import { useUiTranslation } from '../../strings/use-ui-translation';
import {
  FooterQuickContact,
  type FooterQuickContacts,
  FooterSocial,
  type FooterSocialLinks,
} from './footer-contacts';
import {
  contentPageHref,
  type FooterLink,
  type FooterPage,
  footerSiteLinksFor,
  isExternalHref,
} from './footer-links';

/** The operator's licence, all from settings: nothing here is hard-coded. */
export interface FooterLicence {
  /** Address of the licence seal image. */
  logoUrl: string;
  /** Text alternative of the seal, e.g. the regulator's name. */
  logoAlt: string;
  /** The regulator's verification page for this licence; without one the seal is not a link. */
  verifyUrl?: string;
  /** The operator and licence statement. */
  statement: string;
}

/** A column of the footer: a heading over a list of links. */
export interface FooterColumn {
  /** Stable identity among the columns, e.g. `'casino'`. */
  id: string;
  /** The column's heading. */
  title: string;
  /** Its links, in order. */
  links: readonly FooterLink[];
}

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** Brand name for the logo and the copyright line. Default `'Zar'`. */
  brandName?: string;
  /** The logo at the top; it sits inside the home link, named after `brandName`. Default `<Logo wordmark={brandName} />`. */
  logo?: ReactNode;
  /** Where the logo leads. Default the links configuration's `home` (`'/'`). */
  homeHref?: string;
  /**
   * The link columns before the content pages' columns. Default Zar's Betting, Casino and Games
   * columns leading to the links configuration (`footerSiteLinksFor(links)`), titled by the `footer.*` strings.
   */
  columns?: readonly FooterColumn[];
  /** Pages of the Story category (Our Stories column); no column when absent. */
  stories?: readonly FooterPage[];
  /** Pages of the Terms of use category; no column when absent. */
  termsOfUse?: readonly FooterPage[];
  /** Pages of the Terms of service category; no column when absent. */
  termsOfService?: readonly FooterPage[];
  /** Quick-contact addresses from settings. */
  quickContacts: FooterQuickContacts;
  /** Social account addresses from settings. */
  socialLinks: FooterSocialLinks;
  /** The responsible gaming page. */
  responsibleGamingHref: string;
  /** The row of legal links, e.g. the Footer category's pages. Default none. */
  legalLinks?: readonly FooterLink[];
  /** The provider logos of the slider. */
  providers: readonly ProviderLogo[];
  /** The licence block; not shown without one. */
  licence?: FooterLicence | null;
  /** Year of the copyright line. Default the current year. */
  year?: number;
  /** Start the provider slider's autoplay. Default `true`. */
  providerAutoplay?: boolean;
  /** Renders the site links; pass the router's link. Default a plain anchor. */
  linkComponent?: LinkComponent;
}

/**
 * The site footer: logo and socials, the link columns, quick contacts, the 18+ responsible-gaming
 * notice, legal links, the provider slider, the licence and the copyright with the terms note.
 */
export function Footer({
  brandName = 'Zar',
  logo,
  homeHref: givenHomeHref,
  columns: givenColumns,
  stories,
  termsOfUse,
  termsOfService,
  quickContacts,
  socialLinks,
  responsibleGamingHref,
  legalLinks = [],
  providers,
  licence,
  year = new Date().getFullYear(),
  providerAutoplay = true,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: FooterProps) {
  const { t } = useUiTranslation();
  const links = useUiLinks();
  const homeHref = givenHomeHref ?? links.home;
  const siteLinks = footerSiteLinksFor(links);
  const responsibleId = useId();
  const verifyInNewTab = licence?.verifyUrl ? isExternalHref(licence.verifyUrl) : false;
  const siteColumns: readonly FooterColumn[] =
    givenColumns ??
    (['betting', 'casino', 'games'] as const).map((column) => ({
      id: column,
      title: t(`footer.columns.${column}`),
      links: siteLinks[column].map((link) => ({
        label: t(`footer.links.${link.key}`),
        href: link.href,
      })),
    }));
  const pageColumns = [
    { column: 'stories', pages: stories },
    { column: 'termsOfUse', pages: termsOfUse },
    { column: 'termsOfService', pages: termsOfService },
  ] as const;

  const columns: readonly FooterColumn[] = [
    ...siteColumns,
    ...pageColumns.flatMap(({ column, pages }) =>
      pages === undefined
        ? []
        : [
            {
              id: column,
              title: t(`footer.columns.${column}`),
              links: pages.map((page) => ({
                label: page.title,
                href: contentPageHref(page, links),
              })),
            },
          ],
    ),
  ];

  return (
    <footer {...props} className={clsx('zar-footer', className)} data-slot="footer">
      <div className="zar-footer__inner">
        <div className="zar-footer__brand">
          <Link
            href={homeHref}
            className="zar-footer__logo-link"
            aria-label={t('footer.homeLink', { brand: brandName })}
          >
            <span className="zar-footer__logo" aria-hidden="true">
              {logo ?? <Logo wordmark={brandName} />}
            </span>
          </Link>
          <FooterSocial links={socialLinks} />
        </div>

        <nav className="zar-footer__columns" aria-label={t('footer.label')}>
          {columns.map(({ id, title, links }) => (
            <div key={id} className="zar-footer__column">
              <h2 className="zar-footer__heading">{title}</h2>
              <FooterLinkList className="zar-footer__links" links={links} Link={Link} />
            </div>
          ))}
        </nav>

        <div className="zar-footer__trust">
          <FooterQuickContact contacts={quickContacts} />
          <section className="zar-footer__responsible" aria-labelledby={responsibleId}>
            <span
              className="zar-footer__age-badge"
              role="img"
              aria-label={t('footer.responsible.ageBadgeLabel')}
            >
              {t('footer.responsible.ageBadge')}
            </span>
            <div>
              <h2 id={responsibleId} className="zar-footer__heading">
                {t('footer.responsible.title')}
              </h2>
              <p className="zar-footer__text">{t('footer.responsible.text')}</p>
              <Link
                className="zar-footer__link zar-footer__link--strong"
                href={responsibleGamingHref}
              >
                {t('footer.responsible.link')}
              </Link>
            </div>
          </section>
        </div>

        {legalLinks.length > 0 ? (
          <nav className="zar-footer__legal" aria-label={t('footer.legalLabel')}>
            <FooterLinkList className="zar-footer__legal-list" links={legalLinks} Link={Link} />
          </nav>
        ) : null}

        <ProviderSlider providers={providers} autoplay={providerAutoplay} />

        <div className="zar-footer__bottom">
          {licence ? (
            <div className="zar-footer__licence">
              {licence.verifyUrl ? (
                <a
                  className="zar-footer__licence-seal"
                  href={licence.verifyUrl}
                  {...(verifyInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <img
                    src={licence.logoUrl}
                    alt={licence.logoAlt}
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <span className="zar-visually-hidden">
                    {t('footer.licence.verify')}
                    {verifyInNewTab ? ` ${t('footer.opensInNewTab')}` : null}
                  </span>
                </a>
              ) : (
                <img
                  className="zar-footer__licence-seal"
                  src={licence.logoUrl}
                  alt={licence.logoAlt}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              )}
              <p className="zar-footer__text">{licence.statement}</p>
            </div>
          ) : null}
          <p className="zar-footer__text zar-footer__terms-note">{t('footer.termsNote')}</p>
          <p className="zar-footer__copyright">
            {t('footer.copyright', { year, brand: brandName })} {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A list of the footer's links, each drawn with the site's link component. */
function FooterLinkList({
  className,
  links,
  Link,
}: {
  className: string;
  links: readonly FooterLink[];
  Link: LinkComponent;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className="zar-footer__link" href={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
