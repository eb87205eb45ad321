import { sampleGameArtwork } from '../../patterns/banner-carousel/sample-banners';
import type { GameCardGame } from './game-card';

/** A game as the API lists it: what a card shows and what the site's launch call needs. */
export interface SampleGame extends GameCardGame {
  providerName: string;
  mainProviderId: number;
  productId: string | null;
  system: string | null;
}

const game = (
  gameCode: string,
  name: string,
  studio: string,
  index: number,
  isLive = false,
): SampleGame => ({
  gameCode,
  name,
  studio,
  providerName: 'DT',
  mainProviderId: 1,
  productId: null,
  system: null,
  imageUrl: sampleGameArtwork((index * 53) % 360),
  isLive,
});

/** A dozen lobby games, live ones and a long name among them. */
export const sampleGames: SampleGame[] = [
  game('zar-slot', 'Zar Meyveleri', 'BGaming', 0),
  game('aviator', 'Aviator', 'Spribe', 1),
  game('turkce-rulet', 'Türkçe Rulet', 'Evolution', 2, true),
  game('sweet-bonanza', 'Sweet Bonanza', 'Pragmatic Play', 3),
  game('altin-meyveler', 'Altın Meyveler', 'Amusnet', 4),
  game('kraliyet-firavun', 'Kraliyet Firavun ve Kayıp Hazinenin Efsanesi', 'NetEnt', 5),
  game('blackjack-vip', 'Blackjack VIP', 'Evolution', 6, true),
  game('zar-rulet', 'Zar Rulet', 'BGaming', 7),
  game('mega-tombala', 'Mega Tombala', 'Amusnet', 8),
  game('uzay-adami', 'Uzay Adamı', 'Evoplay', 9),
  game('sultan-dragon', 'Sultan Dragon', 'Red Tiger', 10),
  game('golden-kristal', 'Golden Kristal', 'Novomatic', 11),
];
