import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDomainStatus } from '../bootstrap/use-bootstrap';
import { pageHost } from './use-domain-notice';

/**
 * The header's notice for a visitor who is not on the main domain: the address they are on is not
 * ours, then where the site lives now and next — in the words of the home page's address bar
 * (topNotify), so the two never disagree about which address is current.
 */
export function DomainNotice() {
  const { t } = useTranslation();
  const domains = useDomainStatus();
  if (!domains) return null;
  return (
    <p className="site-domain-notice">
      <TriangleAlert aria-hidden="true" size={16} />
      <span>
        {domains.next
          ? t('domainNotice.text', {
              host: pageHost(),
              current: domains.current,
              next: domains.next,
            })
          : t('domainNotice.textNoNext', { host: pageHost(), current: domains.current })}
      </span>
    </p>
  );
}
