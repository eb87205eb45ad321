import type { DomainStatus } from '@zar/api-client';
import { firstScreenRender } from '../bootstrap/first-screen-render';
import { useBootstrap } from '../bootstrap/use-bootstrap';

/** Site option naming the brand's main domain; without it the settings' current domain is used. */
export const brandDomainOptionKey = 'brandDomain';

/** Whether `host` is the brand domain or one of its subdomains (SPEC §9). */
export function isOnBrandDomain(host: string, brandDomain: string): boolean {
  const hostName = host.toLowerCase().replace(/\.$/, '');
  const domain = brandDomain.toLowerCase().replace(/^\./, '');
  return domain !== '' && (hostName === domain || hostName.endsWith(`.${domain}`));
}

/**
 * Whether the extra header notice shows: the settings say this is not the main domain, or the
 * host is not on the brand domain.
 */
export function needsDomainNotice(domainStatus: DomainStatus, brandDomain: string, host: string) {
  return !domainStatus.isMainDomain || !isOnBrandDomain(host, brandDomain);
}

/** The host the page is on: the request's on the server, the address bar's in the browser. */
export function pageHost(): string {
  return firstScreenRender.current()?.host ?? window.location.hostname;
}

/** Whether the header shows the not-on-the-main-domain notice; false until the bootstrap arrives. */
export function useDomainNotice(): boolean {
  return (
    useBootstrap((bootstrap) => {
      const option = bootstrap.siteOption.find(
        (item) => item.key === brandDomainOptionKey && item.status,
      );
      const brandDomain = option?.value || bootstrap.domainStatus.current;
      return needsDomainNotice(bootstrap.domainStatus, brandDomain, pageHost());
    }).data ?? false
  );
}
