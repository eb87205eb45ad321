import type { Insertable } from 'kysely';
import type { PromotionTable } from '../content/content-tables';

interface PromotionText {
  title: string;
  summary: string;
  /** Paragraphs, then the conditions as a list. */
  body: string[];
  conditions: string[];
}

function html({ body, conditions }: PromotionText, heading: string): string {
  return [
    ...body.map((paragraph) => `<p>${paragraph}</p>`),
    `<h3>${heading}</h3>`,
    `<ul>${conditions.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  ].join('\n');
}

function promotion(image: string, tr: PromotionText, en: PromotionText, index: number) {
  return {
    title_tr: tr.title,
    title_en: en.title,
    summary_tr: tr.summary,
    summary_en: en.summary,
    html_tr: html(tr, 'Kampanya Koşulları'),
    html_en: html(en, 'Terms and Conditions'),
    image_url: `/media/promotions/${image}.svg`,
    sort: (index + 1) * 10,
  };
}

const list: Array<[string, PromotionText, PromotionText]> = [
  [
    'welcome-bonus',
    {
      title: '%100 Hoş Geldin Bonusu',
      summary: 'İlk yatırımına 5.000 ₺’ye kadar %100 bonus.',
      body: [
        'Zar’a hoş geldin! İlk para yatırma işleminde yatırdığın tutar kadar, 5.000 ₺’ye kadar bonus hesabına eklenir.',
        'Bonus, slot oyunlarında ve spor bahislerinde kullanılabilir.',
      ],
      conditions: [
        'En düşük yatırım tutarı 100 ₺’dir.',
        'Bonus tutarının 10 katı çevrim şartı vardır.',
        'Bonus, tanımlandıktan sonra 14 gün içinde kullanılmalıdır.',
      ],
    },
    {
      title: '100% Welcome Bonus',
      summary: 'Your first deposit matched 100%, up to ₺5,000.',
      body: [
        'Welcome to Zar! On your first deposit we add a bonus equal to the amount you deposit, up to ₺5,000.',
        'The bonus can be used on slots and sports bets.',
      ],
      conditions: [
        'The minimum deposit is ₺100.',
        'The bonus must be wagered 10 times.',
        'The bonus must be used within 14 days of being granted.',
      ],
    },
  ],
  [
    'live-cashback',
    {
      title: 'Canlı Casino %15 Kayıp Bonusu',
      summary: 'Canlı casinodaki haftalık kayıplarının %15’i geri geliyor.',
      body: [
        'Pazartesiden pazara canlı casino masalarında oluşan net kaybının %15’i, her pazartesi saat 12:00’de hesabına yatırılır.',
        'Talep etmene gerek yok; bonus otomatik tanımlanır.',
      ],
      conditions: [
        'En düşük net kayıp 500 ₺, en yüksek iade 10.000 ₺’dir.',
        'Kayıp bonusunun 1 katı çevrim şartı vardır.',
      ],
    },
    {
      title: '15% Live Casino Cashback',
      summary: '15% of your weekly live casino losses back.',
      body: [
        '15% of your net loss at the live casino tables from Monday to Sunday is paid to your account every Monday at noon.',
        'No need to claim it: the bonus is granted automatically.',
      ],
      conditions: [
        'Minimum net loss ₺500, maximum cashback ₺10,000.',
        'The cashback must be wagered once.',
      ],
    },
  ],
  [
    'sports-combo',
    {
      title: 'Kombine Kuponlara %50 Ek Kazanç',
      summary: '5 ve üzeri maçlı kuponlarda kazancına %50’ye varan ek.',
      body: [
        'Kombine kuponundaki seçim sayısı arttıkça ek kazancın da artar: 5 maçta %5’ten başlar, 15 ve üzeri maçta %50’ye ulaşır.',
        'Ek kazanç, kupon kazandığında otomatik olarak nakit bakiyene eklenir.',
      ],
      conditions: [
        'Her seçimin oranı en az 1,30 olmalıdır.',
        'Sistem kuponları ve erken ödenen kuponlar kampanyaya dahil değildir.',
      ],
    },
    {
      title: 'Up to 50% Accumulator Boost',
      summary: 'Up to 50% extra on slips with five or more selections.',
      body: [
        'The more selections on your accumulator, the bigger the boost: from 5% with five selections up to 50% with fifteen or more.',
        'The boost is added to your cash balance automatically when the slip wins.',
      ],
      conditions: [
        'Each selection must have odds of at least 1.30.',
        'System bets and cashed-out slips do not qualify.',
      ],
    },
  ],
  [
    'weekly-cashback',
    {
      title: 'Haftalık %10 Nakit İade',
      summary: 'Slot oyunlarındaki haftalık kayıplarına %10 nakit iade.',
      body: [
        'Slot oyunlarında bir hafta boyunca oluşan net kaybının %10’u, çevrim şartı olmadan nakit olarak iade edilir.',
        'İade, her pazartesi hesabındaki Bonus Talep sayfasından talep edilebilir.',
      ],
      conditions: ['En düşük net kayıp 250 ₺’dir.', 'Haftalık en yüksek iade 7.500 ₺’dir.'],
    },
    {
      title: '10% Weekly Cashback',
      summary: '10% cash back on your weekly slot losses.',
      body: [
        '10% of your net loss on slots over a week is returned as cash, with no wagering requirement.',
        'Claim it every Monday from the Claim Bonus page of your account.',
      ],
      conditions: ['The minimum net loss is ₺250.', 'The maximum weekly cashback is ₺7,500.'],
    },
  ],
  [
    'refer-a-friend',
    {
      title: 'Arkadaşını Getir',
      summary: 'Davet ettiğin her arkadaşın için 250 ₺ bonus.',
      body: [
        'Hesabındaki davet bağlantını paylaş; bağlantıyla üye olup ilk yatırımını yapan her arkadaşın için 250 ₺ bonus kazan.',
        'Arkadaşın da hoş geldin bonusundan yararlanmaya devam eder.',
      ],
      conditions: [
        'Arkadaşının ilk yatırımı en az 200 ₺ olmalıdır.',
        'Ayda en fazla 10 davet ödüllendirilir.',
      ],
    },
    {
      title: 'Refer a Friend',
      summary: '₺250 bonus for every friend you invite.',
      body: [
        'Share the invitation link from your account; earn a ₺250 bonus for every friend who signs up with it and makes a first deposit.',
        'Your friend still gets the welcome bonus as well.',
      ],
      conditions: [
        'Your friend’s first deposit must be at least ₺200.',
        'Up to 10 invitations a month are rewarded.',
      ],
    },
  ],
  [
    'slot-tournament',
    {
      title: '250.000 ₺ Ödüllü Slot Turnuvası',
      summary: 'Seçili slotlarda puan topla, ödül havuzundan payını al.',
      body: [
        'Turnuva boyunca seçili slotlarda yaptığın her 10 ₺’lik bahis 1 puan kazandırır. Liderlik tablosunun ilk 100 sırası 250.000 ₺’lik ödül havuzunu paylaşır.',
        'Sıralaman, oyun ekranındaki turnuva panelinde anlık olarak güncellenir.',
      ],
      conditions: [
        'Turnuva her ayın ilk pazartesi başlar ve 7 gün sürer.',
        'Ödüller, turnuva bitiminden sonraki 48 saat içinde nakit olarak yatırılır.',
      ],
    },
    {
      title: '₺250,000 Slot Tournament',
      summary: 'Collect points on selected slots and share the prize pool.',
      body: [
        'Every ₺10 bet on the selected slots earns 1 point during the tournament. The top 100 on the leaderboard share a ₺250,000 prize pool.',
        'Your position updates live in the tournament panel of the game screen.',
      ],
      conditions: [
        'The tournament starts on the first Monday of each month and runs for 7 days.',
        'Prizes are paid in cash within 48 hours of the end of the tournament.',
      ],
    },
  ],
];

/** The six promotions of the /promotions page. */
export const promotionSeed: Insertable<PromotionTable>[] = list.map(([image, tr, en], index) =>
  promotion(image, tr, en, index),
);
