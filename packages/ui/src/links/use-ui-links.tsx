import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { defaultUiLinks, resolveUiLinks, type UiLinkOverrides, type UiLinks } from './ui-links';

/** The links of the components below; the site's defaults when no provider sets any. */
export const UiLinksContext = createContext<UiLinks>(defaultUiLinks);

/** The links configuration the product components build their routes from. */
export function useUiLinks(): UiLinks {
  return useContext(UiLinksContext);
}

export interface ZarUiLinksProviderProps {
  /** Links that replace the defaults, e.g. `{ promotions: '/kampanyalar' }`. Default none. */
  links?: UiLinkOverrides;
  children?: ReactNode;
}

/**
 * Gives every Zar component below it the brand's routes; each link left out keeps the Zar site's
 * path. `ZarUiProvider` and `ZarUiI18nextProvider` take the same `links` prop and use this.
 */
export function ZarUiLinksProvider({ links, children }: ZarUiLinksProviderProps) {
  const value = useMemo(() => resolveUiLinks(links), [links]);
  return <UiLinksContext value={value}>{children}</UiLinksContext>;
}
