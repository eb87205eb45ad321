import { Logo } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../brand/brand';

/**
 * What shows until the bootstrap data arrives: the logo on the page background, the same markup
 * index.html paints before any script runs. The frame then appears whole, with the top bar and the
 * domain notice already in place, instead of pushing the page down (issue #10: layout shift).
 */
export function SiteSplash() {
  const { t } = useTranslation();
  return (
    <div className="site-splash" role="status" aria-label={t('common.loading')}>
      <Logo className="site-splash__logo" wordmark={brand.name} />
    </div>
  );
}
