import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page';

/** The casino sections of SPEC §2; `games` also serves virtual games. */
export type CasinoSection = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

const sectionTitleKeys = {
  slot: 'pages.casinoSlot',
  live: 'pages.casinoLive',
  games: 'pages.casinoGames',
  bingo: 'pages.casinoBingo',
  tvbets: 'pages.casinoTvGames',
} as const satisfies Record<CasinoSection, string>;

export interface CasinoLobbyPageProps {
  /** Which casino section the lobby shows. */
  section: CasinoSection;
}

/** A casino lobby section (/casino/slot, /casino/live, /casino/games, /casino/bingo, /casino/tvbets). */
export function CasinoLobbyPage({ section }: CasinoLobbyPageProps) {
  const { t } = useTranslation();
  return <Page title={t(sectionTitleKeys[section])} />;
}
