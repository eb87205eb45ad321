import { useQuery } from '@tanstack/react-query';
import type { Promotion } from '@zar/api-client';
import {
  BannerCarousel,
  MainMenu,
  type MenuItem,
  PromotionCard,
  secondMenuItems,
  TopWinners,
  VideoBanner,
} from '@zar/ui';
import { ChevronRight } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiQueries } from '../../api/api-client';
import { useBannerSlides } from '../../banners/use-banner-slides';
import { homeSliderSlug } from '../../bootstrap/first-screen-queries';
import { useSiteOption } from '../../bootstrap/use-bootstrap';
import { brand } from '../../brand/brand';
import { useOpenGameByName } from '../../casino/use-open-game';
import { RouterLink } from '../../layout/router-link';
import { paths } from '../../routes/paths';
import { useUiStore } from '../../stores/ui-store';
import { HomeCategories } from './home-categories';
import './home-page.css';

// The details dialog (and the HTML sanitiser it carries) loads when a teaser is first opened.
const PromotionDialog = lazy(() =>
  import('../promotions/promotion-dialog').then((module) => ({ default: module.PromotionDialog })),
);

/** Promotions shown in the home teaser row. */
const teaserCount = 3;

/**
 * The home page (SPEC §4): the home banners, the game menu with Aviator, the casino sections,
 * the top winners beside a promotions teaser, and the casino video banner when one is set.
 */
export function HomePage() {
  const { t } = useTranslation();
  const openGameByName = useOpenGameByName();
  const setActiveSliderSlug = useUiStore((state) => state.setActiveSliderSlug);
  const closeMenus = useUiStore((state) => state.closeMenus);
  const slides = useBannerSlides(homeSliderSlug);
  const videoUrl = useSiteOption('videoBannerUrl');
  const videoTitle = useSiteOption('videoBannerTitle');
  const [selected, setSelected] = useState<Promotion | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const openPromotion = (promotion: Promotion) => {
    setDialogWanted(true);
    setSelected(promotion);
  };

  useEffect(() => {
    document.title = `${t('home.title')} · ${brand.name}`;
  }, [t]);

  useEffect(() => {
    setActiveSliderSlug(homeSliderSlug);
    return () => setActiveSliderSlug(null);
  }, [setActiveSliderSlug]);

  const onGameMenuSelect = (item: MenuItem) => {
    closeMenus();
    if (item.id === 'aviator') void openGameByName('Aviator');
  };

  return (
    <div className="home">
      <h1 className="zar-visually-hidden">{t('home.title')}</h1>
      <BannerCarousel className="home__banners" slides={slides} />
      <MainMenu
        className="home__game-menu"
        variant="secondary"
        items={secondMenuItems}
        onItemSelect={onGameMenuSelect}
        linkComponent={RouterLink}
      />
      <HomeCategories />
      <div className="home__row">
        <HomeWinners />
        <HomePromotions onOpen={openPromotion} />
      </div>
      {videoTitle ? <VideoBanner title={videoTitle} videoUrl={videoUrl} /> : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PromotionDialog promotion={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The top winners. Their list arrives after the first screen and is rendered in the background
 * (a deferred value: in slices the browser can interrupt), not in one long task.
 */
function HomeWinners() {
  const winners = useDeferredValue(
    useQuery(apiQueries.topWinners({ isLive: false, count: 40 })).data,
  );
  return winners ? (
    <TopWinners className="home__winners" winners={winners} />
  ) : (
    <div className="home__winners home__skeleton" aria-hidden="true" />
  );
}

/** The promotions teaser, rendered in the background like the winners. */
function HomePromotions({ onOpen }: { onOpen: (promotion: Promotion) => void }) {
  const { t, i18n } = useTranslation();
  const promotions = useDeferredValue(
    useQuery(apiQueries.promotions({}, { locale: i18n.language })).data,
  );
  return (
    <section className="home__promotions" aria-labelledby="home-promotions-title">
      <h2 id="home-promotions-title" className="home__heading">
        <Link className="home__heading-link" to={paths.promotions}>
          {t('menu.promotions')}
          <ChevronRight aria-hidden="true" size={20} />
        </Link>
      </h2>
      <ul className="home__promotion-list">
        {(promotions ?? []).slice(0, teaserCount).map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard
              imageUrl={promotion.imageUrl}
              title={promotion.title}
              summary={promotion.summary}
              onOpen={() => onOpen(promotion)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
