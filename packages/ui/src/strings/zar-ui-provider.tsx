import { tr } from '@zar/locales';
import { en } from '@zar/locales/en';
import { type ReactNode, useMemo } from 'react';
import type { UiLinkOverrides } from '../links/ui-links';
import { ZarUiLinksProvider } from '../links/use-ui-links';
import { createBuiltInTranslate, type UiLocale, type UiStringsByLocale } from './ui-strings';
import { UiTranslationContext, uiTranslation } from './use-ui-translation';

export interface ZarUiProviderProps {
  /** The language of the components' texts. Default `'tr'`. */
  locale?: UiLocale;
  /**
   * Texts that replace the built-in ones, per language and by dotted key, e.g.
   * `{ en: { 'header.login': 'Sign in' } }`. A key missing in the language falls back to the
   * built-in text, then to Turkish. Default none.
   */
  strings?: UiStringsByLocale;
  /**
   * Routes that replace the Zar site's, for the links the components draw, e.g.
   * `{ promotions: '/kampanyalar', contentPage: '/sayfa/:id' }` (see `UiLinks`). Default none.
   */
  links?: UiLinkOverrides;
  children?: ReactNode;
}

const tables = { tr, en };

/**
 * Gives every Zar component below it its language, any brand texts and any brand routes, from the strings built into
 * `@zar/locales` (Turkish and English): no i18next needed. A site that has its own i18next uses
 * `ZarUiI18nextProvider` instead.
 */
export function ZarUiProvider({ locale = 'tr', strings, links, children }: ZarUiProviderProps) {
  const value = useMemo(
    () => uiTranslation(createBuiltInTranslate({ locale, tables, overrides: strings }), locale),
    [locale, strings],
  );
  const content = <UiTranslationContext value={value}>{children}</UiTranslationContext>;
  // Without `links` an outer ZarUiLinksProvider (or the defaults) stays in force.
  return links ? <ZarUiLinksProvider links={links}>{content}</ZarUiLinksProvider> : content;
}
