import { useQuery } from '@tanstack/react-query';
import type { Promotion } from '@zar/api-client';
import { Button, LoadingIndicator } from '@zar/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQueries } from '../../api/api-client';
import { LoadFailed } from '../../layout/load-failed';
import { Page } from '../../layout/page';
import { PromotionDialog } from './promotion-dialog';
import './promotions-page.css';

/**
 * The promotions list (/promotions): a card per promotion, its details in a dialog. A visitor's
 * first screen is rendered on the server with the list the page carries; the first card's image
 * is the page's largest paint, so it loads at once and the others as they come near.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(
    // The query of first-screen-queries.ts's `promotionsQuery` (imported, it would cost a visitor's
    // first load a chunk of its own; entry-server.test.tsx proves the keys are the same).
    apiQueries.promotions({}, { locale: i18n.language }),
  );
  const [selected, setSelected] = useState<Promotion | null>(null);

  return (
    <Page title={t('pages.promotions')} pending={query.isPending}>
      <p className="site-page__text">{t('promotions.intro')}</p>
      {query.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <p className="site-page__text">{t('promotions.empty')}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="promotion-list" aria-label={t('promotions.listLabel')}>
          {query.data.map((promotion, index) => (
            <li key={promotion.id} className="promotion-list__item">
              <article className="promotion-card">
                <img
                  className="promotion-card__image"
                  src={promotion.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  {...(index === 0
                    ? { fetchPriority: 'high' as const }
                    : { loading: 'lazy' as const })}
                />
                <div className="promotion-card__body">
                  <h2 className="promotion-card__title">{promotion.title}</h2>
                  <p className="promotion-card__summary">{promotion.summary}</p>
                  <Button
                    variant="secondary"
                    aria-label={`${t('promotions.details')}: ${promotion.title}`}
                    onClick={() => setSelected(promotion)}
                  >
                    {t('promotions.details')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <PromotionDialog promotion={selected} onClose={() => setSelected(null)} />
    </Page>
  );
}
