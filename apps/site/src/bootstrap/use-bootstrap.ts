import { useQuery } from '@tanstack/react-query';
import type {
  Bootstrap,
  CasinoCategory,
  DomainStatus,
  Language,
  Popup,
  SiteOption,
} from '@zar/api-client';
import { apiQueries } from '../api/api-client';

/**
 * The bootstrap data of SPEC §3 (cms/grouped), fetched once per page load and kept. `data` is
 * undefined until it arrives; route loaders may `queryClient.ensureQueryData(apiQueries.bootstrap())`.
 */
export function useBootstrap<T = Bootstrap>(select?: (bootstrap: Bootstrap) => T) {
  return useQuery({ ...apiQueries.bootstrap(), select });
}

/** The value of an enabled site option, or undefined when it is missing or switched off. */
export function selectSiteOption(bootstrap: Bootstrap, key: string): string | undefined {
  const option = bootstrap.siteOption.find((item) => item.key === key);
  return option?.status && option.value !== '' ? option.value : undefined;
}

/** The enabled site options whose key starts with `prefix`, in settings order (e.g. `whatsapp`). */
export function selectSiteOptionsByPrefix(bootstrap: Bootstrap, prefix: string): SiteOption[] {
  return bootstrap.siteOption.filter(
    (item) => item.status && item.value !== '' && item.key.startsWith(prefix),
  );
}

/** An enabled site option by key (links, contacts, switches); undefined while loading or off. */
export function useSiteOption(key: string): string | undefined {
  return useBootstrap((bootstrap) => selectSiteOption(bootstrap, key)).data;
}

/** The languages the site offers; empty while loading. */
export function useLanguages(): Language[] {
  return useBootstrap((bootstrap) => bootstrap.languageList).data ?? noLanguages;
}

/** The home popup of the bootstrap, or null (none configured, or still loading). */
export function usePopupData(): Popup | null {
  return useBootstrap((bootstrap) => bootstrap.popup).data ?? null;
}

/** Whether the bootstrap data (and so the popup) is still loading. */
export function usePopupDataLoading(): boolean {
  return useBootstrap((bootstrap) => bootstrap.popup).isPending;
}

/** The domain settings (current, next, main-domain flag); undefined while loading. */
export function useDomainStatus(): DomainStatus | undefined {
  return useBootstrap((bootstrap) => bootstrap.domainStatus).data;
}

/** The casino lobby categories; with `slug` (e.g. `casino/live`) only that section's. */
export function useCasinoCategories(slug?: string): CasinoCategory[] {
  return (
    useBootstrap((bootstrap) =>
      slug
        ? bootstrap.casinoCategoryList.filter((category) => category.slugList.includes(slug))
        : bootstrap.casinoCategoryList,
    ).data ?? noCategories
  );
}

/**
 * The operator's age limit for sign-ups (site option `minimumAge`, as the API enforces it); 18
 * while loading or when unset.
 */
export function useMinimumAge(): number {
  const age = Number(useBootstrap((bootstrap) => selectSiteOption(bootstrap, 'minimumAge')).data);
  return Number.isInteger(age) && age > 0 ? age : 18;
}

/** The trial bonus amount offered at sign-up; 0 while loading. */
export function useTrialBonusAmount(): number {
  return useBootstrap((bootstrap) => bootstrap.trialBonusAmount).data ?? 0;
}

const noLanguages: Language[] = [];
const noCategories: CasinoCategory[] = [];
