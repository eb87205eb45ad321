/** A content page listed in a footer column (SPEC §3 content item); links to `/pages/{id}`. */
export interface FooterPage {
  /** Content id, used in the `/pages/{id}` address. */
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

/** The fixed links of the Betting, Casino and Games columns (SPEC §2), by label key. */
export const footerSiteLinks = {
  betting: [
    { key: 'sports', href: '/spor' },
    { key: 'liveSports', href: '/livespor' },
    { key: 'esports', href: '/esports' },
  ],
  casino: [
    { key: 'slot', href: '/casino/slot' },
    { key: 'liveCasino', href: '/casino/live' },
  ],
  games: [
    { key: 'tvGames', href: '/casino/tvbets' },
    { key: 'games', href: '/casino/games' },
  ],
} as const;

/** The address of a content page. */
export function contentPageHref(page: FooterPage): string {
  return `/pages/${page.id}`;
}

/** Whether a link leaves the site, so it opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(tg|whatsapp|mailto|tel):/i.test(href);
}
