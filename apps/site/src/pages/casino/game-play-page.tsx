import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** Full-page game player on desktop; the game is encoded in the path (/casino/play/:game). */
export function GamePlayPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.gamePlay')} />;
}
