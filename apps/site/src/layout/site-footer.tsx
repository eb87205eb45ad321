import { Footer } from '@zar/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../brand/brand';
import { RouterLink } from './router-link';
import { useFooterContent } from './use-footer-content';

/** The site footer of @zar/ui with the content pages, settings and providers from the API. */
export function SiteFooter() {
  const { t } = useTranslation();
  const content = useFooterContent(t('footer.licence.title'));
  return (
    <Footer
      className="site-footer"
      brandName={brand.name}
      linkComponent={RouterLink}
      {...content}
    />
  );
}
