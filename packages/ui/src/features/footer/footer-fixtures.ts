import { sampleProviders } from '../../patterns/provider-slider/provider-slider-fixtures';
import type { FooterProps } from './footer';

const sealSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#172340" stroke="#8e9bb5" stroke-width="2"/><path d="M20 33l8 8 16-18" fill="none" stroke="#22c58b" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Footer props as the site passes them from settings and content lists (tests and stories). */
export const sampleFooterProps = {
  brandName: 'Zar',
  stories: [
    { id: 11, title: 'Zar Hakkında' },
    { id: 12, title: 'Kazanan Hikayeleri' },
  ],
  termsOfUse: [
    { id: 21, title: 'Genel Kullanım Şartları' },
    { id: 22, title: 'Gizlilik Politikası' },
  ],
  termsOfService: [
    { id: 31, title: 'Bonus Kuralları' },
    { id: 32, title: 'Para Yatırma ve Çekme' },
  ],
  quickContacts: {
    telegram: ['https://t.me/zar_destek', 'https://t.me/zar_vip'],
    whatsapp: [
      'https://wa.me/900000000001',
      'https://wa.me/900000000002',
      'https://wa.me/900000000003',
      'https://wa.me/900000000004',
    ],
  },
  socialLinks: {
    telegram: 'https://t.me/zar_resmi',
    twitter: 'https://x.com/zar_resmi',
    instagram: 'https://instagram.com/zar_resmi',
    youtube: 'https://youtube.com/@zar_resmi',
  },
  responsibleGamingHref: '/pages/41',
  legalLinks: [
    { label: 'Çerez Politikası', href: '/pages/42' },
    { label: 'KYC Politikası', href: '/pages/43' },
    { label: 'Sorumlu Oyun', href: '/pages/41' },
  ],
  providers: sampleProviders,
  licence: {
    logoUrl: `data:image/svg+xml,${encodeURIComponent(sealSvg)}`,
    logoAlt: 'Lisans mührü',
    verifyUrl: 'https://regulator.example/verify/zar',
    statement:
      'Bu site, [operatör adı] tarafından işletilmektedir; lisans bilgileri operatör ayarlarından gelir.',
  },
  year: 2026,
} satisfies Partial<FooterProps>;
