import { catalogueGames } from '../../src/casino/game-catalogue.ts';
import {
  type Artwork,
  ageLimitBadge,
  bannerArtwork,
  bannerSizes,
  categoryIcon,
  gameThumbnail,
  licencePlaceholder,
  type PaymentGlyph,
  paymentLogo,
  popupArtwork,
  popupSizes,
  promotionArtwork,
  providerWordmark,
} from './compositions.ts';
import type { MotifName } from './motifs.ts';
import type { PaletteName } from './palettes.ts';

/** One file of `apps/api/media`: its path there and its SVG text. */
export interface MediaFile {
  path: string;
  svg: string;
}

/** Carousel slides; files are `banners/<id>-<size>.svg`. */
export const bannerArtworks: Artwork[] = [
  { id: 'home-welcome', palette: 'gold', motifs: ['gift', 'coin', 'star', 'coin'] },
  { id: 'home-live-cashback', palette: 'ruby', motifs: ['roulette', 'chip', 'cards'] },
  { id: 'home-sports-combo', palette: 'pitch', motifs: ['ball', 'trophy', 'star'] },
  { id: 'home-aviator', palette: 'ocean', motifs: ['plane', 'coin', 'star'] },
  { id: 'casino-slot-tournament', palette: 'violet', motifs: ['reels', 'trophy', 'coin'] },
  { id: 'casino-new-games', palette: 'sunset', motifs: ['reels', 'star', 'dice'] },
  { id: 'casino-jackpot', palette: 'gold', motifs: ['crown', 'coin', 'star', 'coin'] },
  { id: 'live-roulette-night', palette: 'ruby', motifs: ['roulette', 'chip', 'chip'] },
  { id: 'live-blackjack-vip', palette: 'emerald', motifs: ['cards', 'chip', 'crown'] },
  { id: 'live-baccarat', palette: 'violet', motifs: ['cards', 'coin', 'chip'] },
];

const popup: Artwork = {
  id: 'popup-welcome',
  palette: 'gold',
  motifs: ['gift', 'coin', 'star', 'coin', 'star'],
};

/** Casino category icons; files are `categories/<id>.svg`. */
export const categoryArtworks: Artwork[] = [
  { id: 'popular', palette: 'gold', motifs: ['star'] },
  { id: 'new', palette: 'sunset', motifs: ['dice'] },
  { id: 'slot', palette: 'violet', motifs: ['reels'] },
  { id: 'jackpot', palette: 'gold', motifs: ['crown'] },
  { id: 'live-roulette', palette: 'ruby', motifs: ['roulette'] },
  { id: 'live-blackjack', palette: 'emerald', motifs: ['cards'] },
  { id: 'live-poker', palette: 'ocean', motifs: ['chip'] },
  { id: 'live-baccarat', palette: 'violet', motifs: ['cards'] },
  { id: 'live-dealer', palette: 'sunset', motifs: ['crown'] },
  { id: 'crash', palette: 'ocean', motifs: ['plane'] },
  { id: 'table-games', palette: 'emerald', motifs: ['dice'] },
  { id: 'virtual-sports', palette: 'pitch', motifs: ['ball'] },
  { id: 'bingo', palette: 'ruby', motifs: ['bingo'] },
  { id: 'tv-games', palette: 'violet', motifs: ['tv'] },
];

/** Games of the top-winners list: id, name, palette, motif; files are `games/<id>.svg`. */
export const gameArtworks: Array<Artwork & { name: string }> = [
  { id: 'sweet-bonanza', name: 'Sweet Bonanza', palette: 'violet', motifs: ['star'] },
  { id: 'gates-of-olympus', name: 'Gates of Olympus', palette: 'ocean', motifs: ['crown'] },
  { id: '40-burning-hot', name: '40 Burning Hot', palette: 'sunset', motifs: ['reels'] },
  { id: 'book-of-dead', name: 'Book of Dead', palette: 'gold', motifs: ['crown'] },
  { id: 'aviator', name: 'Aviator', palette: 'ruby', motifs: ['plane'] },
  { id: 'shining-crown', name: 'Shining Crown', palette: 'gold', motifs: ['crown'] },
  { id: 'big-bass-bonanza', name: 'Big Bass Bonanza', palette: 'ocean', motifs: ['coin'] },
  { id: 'zar-roket', name: 'Zar Roket', palette: 'sunset', motifs: ['plane'] },
  { id: 'zar-slot', name: 'Zar Meyveleri', palette: 'violet', motifs: ['reels'] },
  { id: 'zar-rulet', name: 'Zar Rulet', palette: 'emerald', motifs: ['roulette'] },
  { id: 'sugar-rush', name: 'Sugar Rush', palette: 'ruby', motifs: ['star'] },
  { id: 'starburst', name: 'Starburst', palette: 'violet', motifs: ['star'] },
  { id: 'lightning-roulette', name: 'Lightning Roulette', palette: 'gold', motifs: ['roulette'] },
  { id: 'crazy-time', name: 'Crazy Time', palette: 'ruby', motifs: ['tv'] },
  { id: 'turkce-blackjack', name: 'Türkçe Blackjack', palette: 'emerald', motifs: ['cards'] },
  { id: 'speed-baccarat', name: 'Speed Baccarat', palette: 'violet', motifs: ['cards'] },
  { id: 'turkce-rulet', name: 'Türkçe Rulet', palette: 'ruby', motifs: ['roulette'] },
  { id: 'mega-tombala', name: 'Mega Tombala', palette: 'pitch', motifs: ['bingo'] },
];

/**
 * Every game's thumbnail: the games above keep their artwork; each other game of the seeded
 * catalogue gets one from its palette and motif.
 */
function allGameArtworks(): Array<Artwork & { name: string }> {
  const known = new Set(gameArtworks.map((artwork) => artwork.id));
  return [
    ...gameArtworks,
    ...catalogueGames()
      .filter((game) => !known.has(game.code))
      .map((game) => ({
        id: game.code,
        name: game.name,
        palette: game.palette,
        motifs: [game.motif] as [MotifName],
      })),
  ];
}

/** Promotion card images; files are `promotions/<id>.svg`. */
export const promotionArtworks: Artwork[] = [
  { id: 'welcome-bonus', palette: 'gold', motifs: ['gift', 'coin', 'star'] },
  { id: 'live-cashback', palette: 'ruby', motifs: ['roulette', 'chip'] },
  { id: 'sports-combo', palette: 'pitch', motifs: ['ball', 'trophy'] },
  { id: 'weekly-cashback', palette: 'emerald', motifs: ['coin', 'coin', 'star'] },
  { id: 'refer-a-friend', palette: 'ocean', motifs: ['gift', 'star'] },
  { id: 'slot-tournament', palette: 'violet', motifs: ['trophy', 'reels', 'coin'] },
];

/** The 12 providers of the footer slider (SPEC §2): file id, wordmark, glyph. */
export const providers: Array<{ id: string; name: string; motif: MotifName }> = [
  { id: 'amusnet', name: 'Amusnet', motif: 'crown' },
  { id: '3oaksgaming', name: '3 Oaks Gaming', motif: 'star' },
  { id: 'amatic', name: 'Amatic', motif: 'reels' },
  { id: 'bgaming', name: 'BGaming', motif: 'dice' },
  { id: 'betsoftow', name: 'Betsoft', motif: 'chip' },
  { id: 'pragmaticplay', name: 'Pragmatic Play', motif: 'star' },
  { id: 'evolution', name: 'Evolution', motif: 'roulette' },
  { id: 'evoplay', name: 'Evoplay', motif: 'dice' },
  { id: 'netent', name: 'NetEnt', motif: 'coin' },
  { id: 'novomatic', name: 'Novomatic', motif: 'crown' },
  { id: 'redtiger', name: 'Red Tiger', motif: 'star' },
  { id: 'spribe', name: 'Spribe', motif: 'plane' },
];

/** Payment method logos; files are `payments/<id>.svg`. */
export const paymentLogos: Array<{
  id: string;
  name: string;
  palette: PaletteName;
  glyph: PaymentGlyph;
}> = [
  { id: 'papara', name: 'Papara', palette: 'violet', glyph: 'papara' },
  { id: 'bank-transfer', name: 'Bank transfer', palette: 'ocean', glyph: 'bank' },
  { id: 'card', name: 'Card', palette: 'sunset', glyph: 'card' },
  { id: 'crypto', name: 'Crypto', palette: 'emerald', glyph: 'crypto' },
];

/** Every file the generator writes, in a stable order. */
export function renderMediaFiles(): MediaFile[] {
  const sizes = Object.keys(bannerSizes) as Array<keyof typeof bannerSizes>;
  return [
    ...bannerArtworks.flatMap((artwork) =>
      sizes.map((size) => ({
        path: `banners/${artwork.id}-${size}.svg`,
        svg: bannerArtwork(artwork, size),
      })),
    ),
    ...(Object.keys(popupSizes) as Array<keyof typeof popupSizes>).map((size) => ({
      path: `popup/welcome-${size}.svg`,
      svg: popupArtwork(popup, size),
    })),
    ...categoryArtworks.map((artwork) => ({
      path: `categories/${artwork.id}.svg`,
      svg: categoryIcon(artwork),
    })),
    ...allGameArtworks().map((artwork) => ({
      path: `games/${artwork.id}.svg`,
      svg: gameThumbnail(artwork, artwork.name),
    })),
    ...promotionArtworks.map((artwork) => ({
      path: `promotions/${artwork.id}.svg`,
      svg: promotionArtwork(artwork),
    })),
    ...providers.map((provider) => ({
      path: `providers/${provider.id}.svg`,
      svg: providerWordmark(provider.name, provider.motif),
    })),
    ...paymentLogos.map((logo) => ({
      path: `payments/${logo.id}.svg`,
      svg: paymentLogo(logo),
    })),
    { path: 'brand/licence-placeholder.svg', svg: licencePlaceholder() },
    { path: 'brand/18-plus.svg', svg: ageLimitBadge() },
  ];
}
