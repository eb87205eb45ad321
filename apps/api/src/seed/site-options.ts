import type { Insertable } from 'kysely';
import type { SiteOptionTable } from '../content/content-tables';

/**
 * Operator settings. A key ending in `.tr` / `.en` is one language of a text; the bootstrap call
 * answers it under the bare key in the request's language. The demo's operator and licence texts
 * say what the demo is, never a licence claim; a text still holding a `[placeholder]` is not
 * shown (the site's footer hides the licence block until the operator fills it).
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
  operatorName: 'Zar Demo Eğlence Ltd.',
  'licenceStatement.tr':
    'Bu site, Zar Demo Eğlence Ltd. tarafından tanıtım amacıyla işletilen bir demo sitedir ve bir oyun lisansına sahip değildir. Siteyi kendi adına işleten operatör, lisans bilgilerini ayarlardan buraya girer.',
  'licenceStatement.en':
    'This site is a demonstration run by Zar Demo Entertainment Ltd. and holds no gaming licence. An operator who runs it under its own name enters its licence details here in the settings.',
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
