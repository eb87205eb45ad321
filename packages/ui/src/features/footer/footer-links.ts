import { contentPageLink, defaultUiLinks, type UiLinks } from '../../links/ui-links';

/** A content page listed in a footer column (SPEC §3 content item); links to `contentPageHref`. */
export interface FooterPage {
  /** Content id, used in the page's address (the `contentPage` link). */
  id: number;
  /** Title shown as the link text. */
  title: string;
}

/** A link given by the operator's settings, e.g. a legal page or a contact. */
export interface FooterLink {
  /** Link text. */
  label: string;
  /** Where it goes: a site path or a full address. */
  href: string;
}

/**
 * The fixed links of the Betting, Casino and Games columns (SPEC §2), by label key, leading to
 * `links` (the links configuration, `useUiLinks()`).
 */
export function footerSiteLinksFor(links: UiLinks) {
  return {
    betting: [
      { key: 'sports', href: links.sports },
      { key: 'liveSports', href: links.liveSports },
      { key: 'esports', href: links.esports },
    ],
    casino: [
      { key: 'slot', href: links.casino },
      { key: 'liveCasino', href: links.liveCasino },
    ],
    games: [
      { key: 'tvGames', href: links.tvGames },
      { key: 'games', href: links.games },
    ],
  } as const;
}

/** The fixed columns' links with the default links (the Zar site's routes). */
export const footerSiteLinks = footerSiteLinksFor(defaultUiLinks);

/** The address of a content page: the links configuration's `contentPage` (`/pages/:id`). */
export function contentPageHref(page: FooterPage, links: UiLinks = defaultUiLinks): string {
  return contentPageLink(links, page.id);
}

/** Whether a link leaves the site, so it opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(tg|whatsapp|mailto|tel):/i.test(href);
}
