import type { Insertable } from 'kysely';
import type { SiteOptionTable } from '../db';

/**
 * Operator settings. A key ending in `.tr` / `.en` is one language of a text; the bootstrap call
 * answers it under the bare key in the request's language. The licence texts are placeholders
 * for the operator to fill in, never a licence claim.
 */
export const siteOptionSeed: Insertable<SiteOptionTable>[] = Object.entries({
  telegram: 'https://t.me/zar_resmi',
  twitter: 'https://x.com/zar_resmi',
  instagram: 'https://www.instagram.com/zar_resmi',
  youtube: 'https://www.youtube.com/@zar_resmi',
  telegram1: 'https://t.me/zar_destek',
  telegram2: 'https://t.me/zar_duyuru',
  whatsapp1: 'https://wa.me/905320000101',
  whatsapp2: 'https://wa.me/905320000102',
  whatsapp3: 'https://wa.me/905320000103',
  whatsapp4: 'https://wa.me/905320000104',
  operatorName: '[Operatör adı]',
  'licenceStatement.tr':
    'Bu site [Operatör adı] tarafından işletilmektedir. [Lisans veren kurum] tarafından verilen [lisans numarası] numaralı oyun lisansının bilgileri operatör tarafından buraya girilecektir.',
  'licenceStatement.en':
    'This site is operated by [Operator name]. The details of gaming licence [licence number] issued by [licensing authority] are to be entered here by the operator.',
  regulatorUrl: '',
  licenceLogo: '/media/brand/licence-placeholder.svg',
  ageLimitIcon: '/media/brand/18-plus.svg',
  currentDomain: 'zar1.example',
  nextDomain: 'zar2.example',
  brandDomain: 'zar.example',
  isMainDomain: 'true',
  liveChatScriptUrl: '',
  'videoBannerTitle.tr': 'Canlı casinoda gerçek krupiyeler, gerçek heyecan',
  'videoBannerTitle.en': 'Real dealers, real excitement in the live casino',
  videoBannerUrl: '',
  trialBonusAmount: '250',
  // Where each sports section's frame opens for visitors (players get their provider's address).
  sportsbookSportsUrl: '/api/sportsbook/demo/',
  sportsbookLiveUrl: '/api/sportsbook/demo/',
  sportsbookEsportsUrl: '/api/sportsbook/demo/',
  // Sign-up refuses anyone younger (the jurisdiction's limit is the operator's setting).
  minimumAge: '18',
  // Countries sign-up refuses and the sign-up form leaves out: country ids or ISO 3166-1 alpha-2
  // codes separated by commas, e.g. '236, US'. Empty: none (the operator's legal call).
  restrictedCountries: '',
}).map(([key, value]) => ({ key, value }));
