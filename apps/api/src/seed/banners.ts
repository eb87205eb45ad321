import type { Insertable } from 'kysely';
import type { PopupTable, SliderBannerTable } from '../content/content-tables';

interface Slide {
  art: string;
  url: string | null;
  target?: string;
  title: [string, string];
  subtitle: [string, string];
}

function slides(slug: string, list: Slide[]): Insertable<SliderBannerTable>[] {
  return list.map((slide, index) => ({
    slug,
    url: slide.url,
    target: slide.target ?? '_self',
    image_default: `/media/banners/${slide.art}-default.svg`,
    image_medium: `/media/banners/${slide.art}-medium.svg`,
    image_large: `/media/banners/${slide.art}-large.svg`,
    title_tr: slide.title[0],
    title_en: slide.title[1],
    subtitle_tr: slide.subtitle[0],
    subtitle_en: slide.subtitle[1],
    sort: (index + 1) * 10,
  }));
}

/** The slides of the `home`, `casino` and `live-casino` carousels. */
export const sliderBannerSeed: Insertable<SliderBannerTable>[] = [
  ...slides('home', [
    {
      art: 'home-welcome',
      url: '/promotions',
      title: ['%100 Hoş Geldin Bonusu', '100% Welcome Bonus'],
      subtitle: [
        'İlk yatırımına 5.000 ₺’ye kadar %100 bonus seni bekliyor.',
        'Your first deposit doubled, up to ₺5,000.',
      ],
    },
    {
      art: 'home-live-cashback',
      url: '/casino/live',
      title: ['Canlı Casino’da %15 Kayıp Bonusu', '15% Live Casino Cashback'],
      subtitle: [
        'Haftalık kayıplarının %15’i her pazartesi hesabında.',
        'Get 15% of your weekly losses back every Monday.',
      ],
    },
    {
      art: 'home-sports-combo',
      url: '/spor',
      title: ['Kombine Kuponlara %50 Ek Kazanç', 'Up to 50% Extra on Accumulators'],
      subtitle: [
        '5 ve üzeri maçlı kuponlarda kazancın katlanarak artar.',
        'Five or more selections boost your winnings.',
      ],
    },
    {
      art: 'home-aviator',
      url: '/casino/games',
      title: ['Aviator’da Uçuş Zamanı', 'Time to Fly with Aviator'],
      subtitle: [
        'Çarpan yükselirken doğru anda nakit çek.',
        'Cash out at the right moment as the multiplier climbs.',
      ],
    },
  ]),
  ...slides('casino', [
    {
      art: 'casino-slot-tournament',
      url: '/promotions',
      title: ['250.000 ₺ Ödüllü Slot Turnuvası', '₺250,000 Slot Tournament'],
      subtitle: [
        'Seçili slotlarda oyna, liderlik tablosunda yüksel.',
        'Play selected slots and climb the leaderboard.',
      ],
    },
    {
      art: 'casino-new-games',
      url: '/casino/slot',
      title: ['Haftanın Yeni Oyunları', 'New Games This Week'],
      subtitle: ['En yeni slotlar ilk olarak burada.', 'The latest slots land here first.'],
    },
    {
      art: 'casino-jackpot',
      url: '/casino/slot',
      title: ['Jackpot Her An Düşebilir', 'The Jackpot Can Drop Any Moment'],
      subtitle: [
        'Büyüyen ödül havuzlarında şansını dene.',
        'Try your luck on growing prize pools.',
      ],
    },
  ]),
  ...slides('live-casino', [
    {
      art: 'live-roulette-night',
      url: '/casino/live',
      title: ['Canlı Rulet Geceleri', 'Live Roulette Nights'],
      subtitle: [
        'Türkçe krupiyelerle her akşam 20:00’den itibaren.',
        'Turkish-speaking dealers every evening from 8 pm.',
      ],
    },
    {
      art: 'live-blackjack-vip',
      url: '/casino/live',
      title: ['VIP Blackjack Masaları', 'VIP Blackjack Tables'],
      subtitle: [
        'Yüksek limitler, özel masalar, hızlı oyun.',
        'High limits, private tables, fast play.',
      ],
    },
    {
      art: 'live-baccarat',
      url: '/casino/live',
      title: ['Hızlı Bakara', 'Speed Baccarat'],
      subtitle: ['27 saniyede bir el: beklemeden oyna.', 'A hand every 27 seconds: no waiting.'],
    },
  ]),
];

/** The home popup: the welcome bonus, linking to the promotions page. */
export const popupSeed: Insertable<PopupTable> = {
  image_default: '/media/popup/welcome-default.svg',
  image_medium: '/media/popup/welcome-medium.svg',
  image_large: '/media/popup/welcome-large.svg',
  url: '/promotions',
};
