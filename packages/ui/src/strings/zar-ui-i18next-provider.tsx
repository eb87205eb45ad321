import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import type { UiLinkOverrides } from '../links/ui-links';
import { ZarUiLinksProvider } from '../links/use-ui-links';
import { defaultUiLocale, type UiStringParams } from './ui-strings';
import { builtInTurkishTranslate, UiTranslationContext, uiTranslation } from './use-ui-translation';

/** The part of an i18next instance the components use; any i18next 23+ instance has it. */
export interface UiI18nextInstance {
  language: string;
  /** Typed loosely: an app's i18next types its keys, which a component's keys need not be. */
  t(...args: never[]): unknown;
  exists(key: string, options?: Record<string, unknown>): boolean;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
  store?: {
    on(event: 'added' | 'removed', listener: () => void): unknown;
    off(event: 'added' | 'removed', listener: () => void): unknown;
  };
}

export interface ZarUiI18nextProviderProps {
  /** The app's i18next instance; it holds the components' keys under its default namespace. */
  i18n: UiI18nextInstance;
  /** Routes that replace the Zar site's, as `ZarUiProvider`'s `links`. Default none. */
  links?: UiLinkOverrides;
  children?: ReactNode;
}

interface LooseI18next {
  t(key: string, options?: UiStringParams): unknown;
}

const builtInTurkish = builtInTurkishTranslate;

/** Bumps a version each time the instance changes language or gains strings. */
function useI18nextVersion(i18n: UiI18nextInstance): number {
  const store = useMemo(() => {
    let version = 0;
    return {
      subscribe(notify: () => void) {
        const bump = () => {
          version += 1;
          notify();
        };
        i18n.on('languageChanged', bump);
        i18n.store?.on('added', bump);
        i18n.store?.on('removed', bump);
        return () => {
          i18n.off('languageChanged', bump);
          i18n.store?.off('added', bump);
          i18n.store?.off('removed', bump);
        };
      },
      snapshot: () => version,
    };
  }, [i18n]);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/**
 * Lets the components read their texts from the app's i18next instance (e.g. one that also holds
 * strings the server sends), re-rendering when it changes language or gains strings. A key the
 * instance lacks shows the built-in Turkish text, never the key.
 */
export function ZarUiI18nextProvider({ i18n, links, children }: ZarUiI18nextProviderProps) {
  const version = useI18nextVersion(i18n);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the instance's language and strings
  const value = useMemo(() => {
    const t = (key: string, params?: UiStringParams) =>
      i18n.exists(key, params)
        ? String((i18n as unknown as LooseI18next).t(key, params))
        : builtInTurkish(key, params);
    return uiTranslation(t, i18n.language ?? defaultUiLocale);
  }, [i18n, version]);
  const content = <UiTranslationContext value={value}>{children}</UiTranslationContext>;
  return links ? <ZarUiLinksProvider links={links}>{content}</ZarUiLinksProvider> : content;
}
