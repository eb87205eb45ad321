import type { BonusTerms } from '@zar/api-client/contract';
import type { Insertable } from 'kysely';
import { standardBonusRules } from '../bonuses/bonus-rules';
import type { BonusOfferTable } from '../bonuses/bonus-tables';

interface OfferText {
  name: string;
  summary: string;
  /** What this offer adds to the common terms. */
  terms: string[];
}

const commonTerms = {
  tr: [
    'Her üye bu bonusu yalnızca bir kez alabilir.',
    'Bonus, talep ettiğin anda bonus bakiyene eklenir; çevrim şartını tamamlayınca nakde döner ve ilerlemesi Bonuslarım sayfasında görünür.',
    'Çevrim sürerken para çekersen veya bonustan vazgeçersen bonus bakiyen silinir.',
    'Zar, kötüye kullanım şüphesinde bonusu iptal etme hakkını saklı tutar.',
  ],
  en: [
    'Each member can claim this bonus once.',
    'The bonus is added to your bonus balance the moment you claim it; it turns into cash once its wagering is done, and My Bonuses shows its progress.',
    'Withdrawing or forfeiting while it is being wagered removes your bonus balance.',
    'Zar may cancel the bonus if it suspects abuse.',
  ],
};

function offer(
  id: number,
  amountLira: number,
  window: { startsAt: string; endsAt: string | null },
  tr: OfferText,
  en: OfferText,
  rules: Partial<BonusTerms> = {},
): Insertable<BonusOfferTable> {
  return {
    id,
    name_tr: tr.name,
    name_en: en.name,
    summary_tr: tr.summary,
    summary_en: en.summary,
    terms_tr: [...tr.terms, ...commonTerms.tr],
    terms_en: [...en.terms, ...commonTerms.en],
    amount_kurus: BigInt(amountLira) * 100n,
    starts_at: new Date(window.startsAt),
    ends_at: window.endsAt ? new Date(window.endsAt) : null,
    sort: id * 10,
    rules: JSON.stringify({ ...standardBonusRules, ...rules }),
  };
}

/** The claimable bonuses of /dashboard/claim-bonus, each with its terms and open window. */
export const bonusOfferSeed: Insertable<BonusOfferTable>[] = [
  offer(
    1,
    75,
    { startsAt: '2026-01-01T00:00:00+03:00', endsAt: null },
    {
      name: 'Sadakat Bonusu',
      summary: 'Bizimle olduğun için teşekkürler: bonus bakiyene 75 ₺ hediye.',
      terms: ['Bonusu almak için para yatırman gerekmez.'],
    },
    {
      name: 'Loyalty Bonus',
      summary: 'Thank you for playing with us: ₺75 for your bonus balance.',
      terms: ['You do not need to deposit to claim it.'],
    },
  ),
  offer(
    2,
    50,
    { startsAt: '2026-01-01T00:00:00+03:00', endsAt: '2028-01-01T00:00:00+03:00' },
    {
      name: 'Slot Turnuvası Giriş Bonusu',
      summary: 'Haftalık slot turnuvasına 50 ₺ ile katıl.',
      terms: ['Kampanya 31 Aralık 2027 gece yarısına kadar geçerlidir.'],
    },
    {
      name: 'Slot Tournament Entry Bonus',
      summary: 'Join the weekly slot tournament with ₺50.',
      terms: ['The offer runs until midnight on 31 December 2027.'],
    },
    {
      wagering: 20,
      contribution: { slots: 100, table: 0, live: 0, sportsbook: 0 },
      days: 3,
      maxCashout: 250,
    },
  ),
  offer(
    3,
    150,
    { startsAt: '2026-06-01T00:00:00+03:00', endsAt: null },
    {
      name: 'Canlı Casino Masa Bonusu',
      summary: 'Canlı krupiyeli masalarda kullanman için 150 ₺.',
      terms: ['Bonus tüm canlı casino masalarında kullanılabilir.'],
    },
    {
      name: 'Live Casino Table Bonus',
      summary: '₺150 to play at the live dealer tables.',
      terms: ['The bonus can be used at every live casino table.'],
    },
    { contribution: { slots: 100, table: 10, live: 20, sportsbook: 100 }, maxCashout: 750 },
  ),
  offer(
    4,
    100,
    { startsAt: '2026-11-01T00:00:00+03:00', endsAt: '2027-02-01T00:00:00+03:00' },
    {
      name: 'Kış Festivali Bonusu',
      summary: 'Kış festivali boyunca bonus bakiyene 100 ₺ ekliyoruz.',
      terms: ['Kampanya 31 Ocak 2027 gece yarısına kadar geçerlidir.'],
    },
    {
      name: 'Winter Festival Bonus',
      summary: 'We add ₺100 to your bonus balance during the winter festival.',
      terms: ['The offer runs until midnight on 31 January 2027.'],
    },
    { days: 14 },
  ),
  offer(
    5,
    500,
    { startsAt: '2026-01-01T00:00:00+03:00', endsAt: null },
    {
      name: 'Yatırım Bonusu',
      summary: 'Yatırımının %100’ü kadar, en fazla 500 ₺ bonus.',
      terms: ['En az 100 ₺ yatır, sonra bu bonusu talep et; her yatırım bir bonusa sayılır.'],
    },
    {
      name: 'Deposit Bonus',
      summary: '100% of your deposit as a bonus, up to ₺500.',
      terms: ['Deposit at least ₺100, then claim this bonus; each deposit counts for one bonus.'],
    },
    { percent: 100, minDeposit: 100, wagering: 25, maxBet: 100, days: 14, maxCashout: 2500 },
  ),
];
