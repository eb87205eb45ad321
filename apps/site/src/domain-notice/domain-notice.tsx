import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDomainStatus } from '../bootstrap/use-bootstrap';

/** The header's notice for a visitor who is not on the main domain: where the site lives now. */
export function DomainNotice() {
  const { t } = useTranslation();
  const domains = useDomainStatus();
  if (!domains) return null;
  return (
    <p className="site-domain-notice">
      <TriangleAlert aria-hidden="true" size={16} />
      <span>
        {domains.next
          ? t('domainNotice.text', { current: domains.current, next: domains.next })
          : t('domainNotice.textNoNext', { current: domains.current })}
      </span>
    </p>
  );
}
