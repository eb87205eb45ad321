import type { DemoEngine } from '../demo-provider';

/** The lobby categories a game can be listed in, by the icon slug of `casino_category`. */
export type CategorySlug =
  | 'popular'
  | 'new'
  | 'slot'
  | 'jackpot'
  | 'live-roulette'
  | 'live-blackjack'
  | 'live-poker'
  | 'live-baccarat'
  | 'live-dealer'
  | 'crash'
  | 'table-games'
  | 'virtual-sports'
  | 'bingo'
  | 'tv-games';

/** The artwork colours and motifs of `apps/api/scripts/media` a game thumbnail is drawn with. */
export type ArtworkPalette = 'gold' | 'emerald' | 'ruby' | 'ocean' | 'violet' | 'sunset' | 'pitch';
export type ArtworkMotif =
  | 'dice'
  | 'cards'
  | 'ball'
  | 'trophy'
  | 'roulette'
  | 'chip'
  | 'plane'
  | 'gift'
  | 'crown'
  | 'reels'
  | 'star'
  | 'coin'
  | 'bingo'
  | 'tv';

/** One game of the seeded catalogue. */
export interface CatalogueGame {
  code: string;
  name: string;
  studio: Studio;
  providerName: string;
  mainProviderId: number;
  productId: string | null;
  system: string | null;
  isLive: boolean;
  engine: DemoEngine;
  categories: CategorySlug[];
  palette: ArtworkPalette;
  motif: ArtworkMotif;
}

/** The 12 studios of the footer's provider slider (SPEC §2). */
export const studios = [
  'Amusnet',
  '3 Oaks Gaming',
  'Amatic',
  'BGaming',
  'Betsoft',
  'Pragmatic Play',
  'Evolution',
  'Evoplay',
  'NetEnt',
  'Novomatic',
  'Red Tiger',
  'Spribe',
] as const;
export type Studio = (typeof studios)[number];

/**
 * The provider names of SPEC §7's launch calls, as `LaunchProvider` of the contract spells them
 * (literals here, so the media generator can load this module with plain Node; a test checks they
 * match).
 */
export const LaunchProvider = {
  Dt: 'DT',
  EveryMatrix: 'EveryMatrix',
  Amusnet: 'Amusnet',
  EgtDigital: 'Egt Digital',
  Hub88: 'Hub88',
  SoftGamings: 'SoftGamings',
} as const;

/** The launch provider ids of SPEC §7's providers, as the lobby sends them back. */
export const launchProviderIds: Record<string, number> = {
  [LaunchProvider.Dt]: 1,
  [LaunchProvider.EveryMatrix]: 2,
  [LaunchProvider.Amusnet]: 3,
  [LaunchProvider.EgtDigital]: 4,
  [LaunchProvider.Hub88]: 5,
  [LaunchProvider.SoftGamings]: 6,
};

/**
 * The aggregator each studio's games are reached through (its launch call) and the id that call
 * needs: EveryMatrix a product id, SoftGamings a system id.
 */
const distribution: Record<Studio, { provider: string; productId?: string; system?: string }> = {
  Amusnet: { provider: LaunchProvider.Amusnet },
  '3 Oaks Gaming': { provider: LaunchProvider.Dt },
  Amatic: { provider: LaunchProvider.EgtDigital },
  BGaming: { provider: LaunchProvider.Dt },
  Betsoft: { provider: LaunchProvider.Hub88 },
  'Pragmatic Play': { provider: LaunchProvider.Hub88 },
  Evolution: { provider: LaunchProvider.EveryMatrix, productId: 'evolution' },
  Evoplay: { provider: LaunchProvider.Dt },
  NetEnt: { provider: LaunchProvider.EveryMatrix, productId: 'netent' },
  Novomatic: { provider: LaunchProvider.EgtDigital },
  'Red Tiger': { provider: LaunchProvider.EveryMatrix, productId: 'redtiger' },
  Spribe: { provider: LaunchProvider.SoftGamings, system: '960' },
};

const palettes: ArtworkPalette[] = [
  'gold',
  'emerald',
  'ruby',
  'ocean',
  'violet',
  'sunset',
  'pitch',
];

/** A game code from its name: ASCII, lower case, words joined by dashes. */
export function gameCode(name: string): string {
  return name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface GameSpec {
  name: string;
  /** A code of its own, where artwork and links already use one. */
  code?: string;
  studio: Studio;
  categories: CategorySlug[];
  engine: DemoEngine;
  motif: ArtworkMotif;
  isLive?: boolean;
  palette?: ArtworkPalette;
}

/** Games players know by name, kept with their own artwork and studios. */
const namedGames: GameSpec[] = [
  {
    name: 'Zar Meyveleri',
    code: 'zar-slot',
    studio: 'BGaming',
    categories: ['popular', 'new', 'slot'],
    engine: 'slot',
    motif: 'reels',
    palette: 'violet',
  },
  {
    name: 'Zar Rulet',
    code: 'zar-rulet',
    studio: 'BGaming',
    categories: ['popular', 'table-games'],
    engine: 'roulette',
    motif: 'roulette',
    palette: 'emerald',
  },
  {
    name: 'Zar Roket',
    code: 'zar-roket',
    studio: 'BGaming',
    categories: ['popular', 'crash'],
    engine: 'crash',
    motif: 'plane',
    palette: 'sunset',
  },
  {
    name: 'Aviator',
    studio: 'Spribe',
    categories: ['popular', 'crash'],
    engine: 'crash',
    motif: 'plane',
    palette: 'ruby',
  },
  {
    name: 'Sweet Bonanza',
    studio: 'Pragmatic Play',
    categories: ['popular', 'slot'],
    engine: 'slot',
    motif: 'star',
    palette: 'violet',
  },
  {
    name: 'Gates of Olympus',
    studio: 'Pragmatic Play',
    categories: ['popular', 'slot', 'jackpot'],
    engine: 'slot',
    motif: 'crown',
    palette: 'ocean',
  },
  {
    name: 'Big Bass Bonanza',
    studio: 'Pragmatic Play',
    categories: ['slot'],
    engine: 'slot',
    motif: 'coin',
    palette: 'ocean',
  },
  {
    name: 'Sugar Rush',
    studio: 'Pragmatic Play',
    categories: ['new', 'slot'],
    engine: 'slot',
    motif: 'star',
    palette: 'ruby',
  },
  {
    name: '40 Burning Hot',
    studio: 'Amusnet',
    categories: ['popular', 'slot'],
    engine: 'slot',
    motif: 'reels',
    palette: 'sunset',
  },
  {
    name: 'Shining Crown',
    studio: 'Amusnet',
    categories: ['slot', 'jackpot'],
    engine: 'slot',
    motif: 'crown',
    palette: 'gold',
  },
  {
    name: 'Starburst',
    studio: 'NetEnt',
    categories: ['slot'],
    engine: 'slot',
    motif: 'star',
    palette: 'violet',
  },
  {
    name: 'Lightning Roulette',
    studio: 'Evolution',
    categories: ['live-roulette'],
    engine: 'roulette',
    motif: 'roulette',
    palette: 'gold',
    isLive: true,
  },
  {
    name: 'Türkçe Rulet',
    studio: 'Evolution',
    categories: ['live-roulette'],
    engine: 'roulette',
    motif: 'roulette',
    palette: 'ruby',
    isLive: true,
  },
  {
    name: 'Türkçe Blackjack',
    studio: 'Evolution',
    categories: ['live-blackjack'],
    engine: 'roulette',
    motif: 'cards',
    palette: 'emerald',
    isLive: true,
  },
  {
    name: 'Speed Baccarat',
    studio: 'Evolution',
    categories: ['live-baccarat'],
    engine: 'roulette',
    motif: 'cards',
    palette: 'violet',
    isLive: true,
  },
  {
    name: 'Crazy Time',
    studio: 'Evolution',
    categories: ['live-dealer'],
    engine: 'crash',
    motif: 'tv',
    palette: 'ruby',
    isLive: true,
  },
  {
    name: 'Mega Tombala',
    studio: 'Amusnet',
    categories: ['bingo'],
    engine: 'slot',
    motif: 'bingo',
    palette: 'pitch',
  },
];

const slotWords = {
  first: [
    'Altın',
    'Kızıl',
    'Sultan',
    'Vahşi',
    'Efsane',
    'Kraliyet',
    'Gece',
    'Buzlu',
    'Ateşli',
    'Lucky',
    'Golden',
    'Mystic',
    'Royal',
    'Blazing',
    'Frozen',
    'Wild',
    'Mega',
    'Süper',
  ],
  second: [
    'Meyveler',
    'Hazine',
    'Ejderha',
    'Firavun',
    'Yıldızlar',
    'Elmaslar',
    'Kartal',
    'Lale',
    'Kervan',
    'Saray',
    'Kristal',
    'Pusula',
    'Fruits',
    'Treasure',
    'Dragon',
    'Pharaoh',
    'Gems',
    'Phoenix',
    'Tiger',
    'Sevens',
  ],
};
const slotMotifs: ArtworkMotif[] = ['reels', 'star', 'crown', 'coin', 'gift', 'dice'];
const slotStudios: Studio[] = [
  'Amusnet',
  '3 Oaks Gaming',
  'Amatic',
  'BGaming',
  'Betsoft',
  'Pragmatic Play',
  'Evoplay',
  'NetEnt',
  'Novomatic',
  'Red Tiger',
];

/** Twenty invented slots per slot studio; every 4th is popular, every 5th new, every 6th a jackpot. */
function generatedSlots(): GameSpec[] {
  const games: GameSpec[] = [];
  slotStudios.forEach((studio, studioIndex) => {
    for (let index = 0; index < 20; index += 1) {
      const serial = studioIndex * 20 + index;
      const first = slotWords.first[(studioIndex * 5 + index) % slotWords.first.length];
      const second = slotWords.second[(studioIndex * 3 + index * 7) % slotWords.second.length];
      const categories: CategorySlug[] = ['slot'];
      if (serial % 4 === 0) categories.push('popular');
      if (serial % 5 === 1) categories.push('new');
      if (serial % 6 === 2) categories.push('jackpot');
      games.push({
        name: `${first} ${second}`,
        studio,
        categories,
        engine: 'slot',
        motif: slotMotifs[serial % slotMotifs.length] ?? 'reels',
      });
    }
  });
  return games;
}

/** `count` games of one kind, named from the given words with a running number when they run out. */
function series(
  count: number,
  names: string[],
  spec: Omit<GameSpec, 'name' | 'studio'> & { studios: Studio[] },
): GameSpec[] {
  return Array.from({ length: count }, (_, index) => ({
    ...spec,
    name: names[index] ?? `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
    studio: spec.studios[index % spec.studios.length] ?? 'Evolution',
  }));
}

const liveStudios: Studio[] = ['Evolution', 'Evolution', 'Pragmatic Play'];

/** Every game of the seeded catalogue: more than 300, across the 12 studios and every section. */
export function catalogueGames(): CatalogueGame[] {
  const specs: GameSpec[] = [
    ...namedGames,
    ...generatedSlots(),
    ...series(
      13,
      [
        'İstanbul Rulet',
        'Boğaziçi Rulet',
        'VIP Rulet',
        'Hızlı Rulet',
        'Otomatik Rulet',
        'Sürükleyici Rulet',
        'Auto Roulette',
        'Speed Roulette',
        'Double Ball Roulette',
        'Galata Rulet',
        'Kapadokya Rulet',
        'Özel Salon Rulet',
        'Mega Rulet',
      ],
      {
        studios: liveStudios,
        categories: ['live-roulette'],
        engine: 'roulette',
        motif: 'roulette',
        isLive: true,
      },
    ),
    ...series(
      13,
      [
        'Blackjack VIP',
        'Blackjack Klasik',
        'Blackjack Sonsuz',
        'Speed Blackjack',
        'Blackjack Party',
        'Blackjack Güç',
        'Blackjack Şimşek',
        'Blackjack Salon',
        'Blackjack Elit',
        'Blackjack Platin',
        'Blackjack Altın',
        'Blackjack Bedava Bahis',
        'Blackjack Gece',
      ],
      {
        studios: liveStudios,
        categories: ['live-blackjack'],
        engine: 'roulette',
        motif: 'cards',
        isLive: true,
      },
    ),
    ...series(
      12,
      [
        "Casino Hold'em",
        "Texas Hold'em Bonus",
        'Three Card Poker',
        'Caribbean Stud',
        'Ultimate Texas',
        'Yan Bahis Poker',
        'Poker Salonu',
        'Poker VIP',
        'Video Poker Canlı',
        'Royal Poker',
        'Poker Gece',
        'Poker Elit',
      ],
      {
        studios: liveStudios,
        categories: ['live-poker'],
        engine: 'roulette',
        motif: 'chip',
        isLive: true,
      },
    ),
    ...series(
      12,
      [
        'Baccarat Squeeze',
        'No Commission Baccarat',
        'Şimşek Bakara',
        'Golden Baccarat',
        'Bakara VIP',
        'Bakara Klasik',
        'Dragon Tiger',
        'Speed Bakara',
        'Bakara Salon',
        'Bakara Elit',
        'Bakara Altın',
        'Bakara Gece',
      ],
      {
        studios: liveStudios,
        categories: ['live-baccarat'],
        engine: 'roulette',
        motif: 'cards',
        isLive: true,
      },
    ),
    ...series(
      12,
      [
        'Para Çarkı',
        'Rüya Çarkı',
        'Mega Çark',
        'Şeker Şov',
        'Anlaşma Şov',
        'Renkli Çark',
        'Şans Çarkı Canlı',
        'Canlı Zar',
        'Futbol Stüdyosu',
        'Zar Şehri',
        'Şimşek Zar',
        'Canlı Tombala Şov',
      ],
      {
        studios: liveStudios,
        categories: ['live-dealer'],
        engine: 'crash',
        motif: 'tv',
        isLive: true,
      },
    ),
    ...series(
      13,
      [
        'Uzay Adamı',
        'Uçan Balon',
        'Roket Yarışı',
        'Mars Seferi',
        'Jet Pilot',
        'Ay Yolculuğu',
        'Kaptan Kartal',
        'Turbo Crash',
        'Meteor',
        'Kuyruklu Yıldız',
        'Stratosfer',
        'Zeppelin Zirvesi',
        'Gökdelen',
      ],
      {
        studios: ['Spribe', 'BGaming', 'Evoplay', '3 Oaks Gaming'],
        categories: ['crash'],
        engine: 'crash',
        motif: 'plane',
      },
    ),
    ...series(
      13,
      [
        'Avrupa Ruleti',
        'Fransız Ruleti',
        'Mini Rulet',
        'Rulet Pro',
        'Blackjack Masa',
        'Blackjack Pro',
        'Bakara Masa',
        'Poker Masa',
        'Craps',
        'Sic Bo',
        'Red Dog',
        'Hi-Lo',
        'Keno',
      ],
      {
        studios: ['Evoplay', 'BGaming', 'Betsoft', 'NetEnt'],
        categories: ['table-games'],
        engine: 'roulette',
        motif: 'dice',
      },
    ),
    ...series(
      12,
      [
        'Sanal Futbol Ligi',
        'Sanal Basketbol',
        'Sanal Tenis',
        'Sanal At Yarışı',
        'Sanal Tazı Yarışı',
        'Sanal Formula',
        'Sanal Bisiklet',
        'Sanal Kriket',
        'Sanal Voleybol',
        'Sanal Hentbol',
        'Sanal Buz Hokeyi',
        'Sanal Dünya Kupası',
      ],
      {
        studios: ['Betsoft', 'Evoplay', 'Red Tiger'],
        categories: ['virtual-sports'],
        engine: 'crash',
        motif: 'ball',
      },
    ),
    ...series(
      12,
      [
        'Tombala 75',
        'Tombala 90',
        'Bingo Klasik',
        'Bingo Gece',
        'Süper Tombala',
        'Aile Tombalası',
        'Bingo Yıldız',
        'Bingo Altın',
        'Tombala Ekspres',
        'Bingo Parti',
        'Tombala Kraliyet',
        'Bingo Rush',
      ],
      {
        studios: ['Amusnet', 'Novomatic', 'Amatic'],
        categories: ['bingo'],
        engine: 'slot',
        motif: 'bingo',
      },
    ),
    ...series(
      12,
      [
        'TV Zar Oyunu',
        'Şans Çarkı TV',
        'TV Piyango',
        'Lucky 6',
        'Wheel of Fortune TV',
        'TV Poker',
        'TV Tombala',
        'Keno TV',
        'Top Çekilişi',
        'Renkli Toplar',
        'Jackpot TV',
        'Yıldız Çarkı',
      ],
      {
        studios: ['Evoplay', 'Spribe', 'Betsoft'],
        categories: ['tv-games'],
        engine: 'crash',
        motif: 'tv',
        isLive: true,
      },
    ),
  ];

  const seen = new Set<string>();
  return specs.map((spec, index) => {
    let name = spec.name;
    for (let extra = 2; seen.has(spec.code ?? gameCode(name)); extra += 1) {
      name = `${spec.name} ${extra}`;
    }
    const code = spec.code ?? gameCode(name);
    seen.add(code);
    const route = distribution[spec.studio];
    return {
      code,
      name,
      studio: spec.studio,
      providerName: route.provider,
      mainProviderId: launchProviderIds[route.provider] ?? 0,
      productId: route.productId ?? null,
      system: route.system ?? null,
      isLive: spec.isLive ?? false,
      engine: spec.engine,
      categories: spec.categories,
      palette: spec.palette ?? palettes[index % palettes.length] ?? 'gold',
      motif: spec.motif,
    };
  });
}
