import { useQuery } from '@tanstack/react-query';
import type { Bootstrap, ContentCategory } from '@zar/api-client';
import type { FooterLicence, FooterLink, FooterPage, FooterProps, ProviderLogo } from '@zar/ui';
import { apiQueries } from '../api/api-client';
import { selectSiteOption, useBootstrap } from '../bootstrap/use-bootstrap';
import { paths } from '../routes/paths';
import { useIsLoggedIn } from '../stores/session-store';

/** The game providers of the footer slider (SPEC §2), whose wordmarks the API serves. */
export const footerProviderIds = [
  'amusnet',
  '3oaksgaming',
  'amatic',
  'bgaming',
  'betsoftow',
  'pragmaticplay',
  'evolution',
  'evoplay',
  'netent',
  'novomatic',
  'redtiger',
  'spribe',
] as const;

const providers: ProviderLogo[] = footerProviderIds.map((id) => ({
  name: id,
  logoUrl: `/media/providers/${id}.svg`,
}));

/** Names of the content categories the footer lists (cms/categorylist). */
export const footerCategoryNames = {
  legal: 'Footer',
  stories: 'Story',
  termsOfUse: 'Terms of use',
  termsOfService: 'Terms of service',
} as const;

/** A Footer-category page about responsible gaming, in either language. */
const responsibleGamingTitle = /sorumlu oyun|responsible gaming/i;

/**
 * Where the 18+ notice leads: a player to their responsible-gaming tools, a visitor to the
 * operator's responsible-gaming page (the tools need a login), else to the tools' address,
 * which asks a visitor to log in.
 */
function responsibleGamingHref(isLoggedIn: boolean, page: FooterPage | undefined): string {
  if (isLoggedIn || !page) return paths.responsibleGaming;
  return `/pages/${page.id}`;
}

function pagesOf(categories: readonly ContentCategory[], name: string): FooterPage[] {
  const category = categories.find((item) => item.name.toLowerCase() === name.toLowerCase());
  return category?.content.map(({ id, title }) => ({ id, title })) ?? [];
}

/** A setting still holding a `[placeholder]` (e.g. `[Operatör adı]`) the operator has not filled. */
export function isUnfilledSetting(value: string | undefined): boolean {
  return value === undefined || value.trim() === '' || /\[[^\]]*\]/.test(value);
}

/**
 * The footer's contacts, socials and licence from the bootstrap's site options. The licence
 * block shows only once the operator has filled its statement (and name, when set) — never a
 * `[placeholder]` a player would read as a claim.
 */
function settingsProps(bootstrap: Bootstrap, licenceTitle: string) {
  const option = (key: string) => selectSiteOption(bootstrap, key);
  const numbered = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => option(`${prefix}${index + 1}`)).filter(
      (href): href is string => href !== undefined,
    );
  const logoUrl = option('licenceLogo');
  const statement = option('licenceStatement');
  const operator = option('operatorName');
  const licence: FooterLicence | null =
    logoUrl &&
    statement &&
    !isUnfilledSetting(statement) &&
    (operator === undefined || !isUnfilledSetting(operator))
      ? {
          logoUrl,
          logoAlt: operator ? `${licenceTitle}: ${operator}` : licenceTitle,
          verifyUrl: option('regulatorUrl'),
          statement,
        }
      : null;
  return {
    quickContacts: { telegram: numbered('telegram', 2), whatsapp: numbered('whatsapp', 4) },
    socialLinks: {
      telegram: option('telegram'),
      twitter: option('twitter'),
      instagram: option('instagram'),
      youtube: option('youtube'),
    },
    licence,
  };
}

/** Everything the footer shows that comes from the API; lists are empty while they load. */
export type FooterContent = Pick<
  FooterProps,
  | 'stories'
  | 'termsOfUse'
  | 'termsOfService'
  | 'legalLinks'
  | 'responsibleGamingHref'
  | 'quickContacts'
  | 'socialLinks'
  | 'licence'
  | 'providers'
>;

/**
 * The footer's content: the Story, Terms of use and Terms of service pages as columns, the Footer
 * category's pages as legal links, the 18+ notice's link (the player's responsible-gaming tools,
 * or for a visitor the operator's responsible-gaming page), and contacts, socials and licence from
 * settings.
 */
export function useFooterContent(licenceTitle: string): FooterContent {
  const isLoggedIn = useIsLoggedIn();
  const categories = useQuery(apiQueries.categoryList()).data ?? [];
  const settings = useBootstrap((bootstrap) => settingsProps(bootstrap, licenceTitle)).data;
  const legalPages = pagesOf(categories, footerCategoryNames.legal);
  const responsiblePage = legalPages.find((page) => responsibleGamingTitle.test(page.title));
  const legalLinks: FooterLink[] = legalPages.map((page) => ({
    label: page.title,
    href: `/pages/${page.id}`,
  }));
  return {
    stories: pagesOf(categories, footerCategoryNames.stories),
    termsOfUse: pagesOf(categories, footerCategoryNames.termsOfUse),
    termsOfService: pagesOf(categories, footerCategoryNames.termsOfService),
    legalLinks,
    responsibleGamingHref: responsibleGamingHref(isLoggedIn, responsiblePage),
    quickContacts: settings?.quickContacts ?? { telegram: [], whatsapp: [] },
    socialLinks: settings?.socialLinks ?? {},
    licence: settings?.licence ?? null,
    providers,
  };
}

/**
 * Where the sign-up's consent checkbox links: the first page of the Terms of use category (the
 * general terms); undefined while the categories load.
 */
export function useTermsOfUseHref(): string | undefined {
  const categories = useQuery(apiQueries.categoryList()).data ?? [];
  const [terms] = pagesOf(categories, footerCategoryNames.termsOfUse);
  return terms ? `/pages/${terms.id}` : undefined;
}
