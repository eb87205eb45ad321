import { Button } from '@zar/ui';
import { useTranslation } from 'react-i18next';

/** A page's data could not be loaded: says so, with a Retry that asks again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="site-load-failed">
      <p>{t('common.loadFailed')}</p>
      <Button variant="secondary" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
