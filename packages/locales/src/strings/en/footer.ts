import type { SameKeys } from '../../define-namespace';
import type { footer as tr } from '../tr/footer';

export const footer: SameKeys<typeof tr> = {
  rights: 'All rights reserved.',
  language: 'Language',
  label: 'Site footer',
  homeLink: '{{brand}} home',
  columns: {
    betting: 'Betting',
    casino: 'Casino',
    games: 'Games',
    stories: 'Our Stories',
    termsOfUse: 'Terms of Use',
    termsOfService: 'Terms of Service',
  },
  links: {
    sports: 'Sports Betting',
    liveSports: 'Live Betting',
    esports: 'Esports',
    slot: 'Slots',
    liveCasino: 'Live Casino',
    tvGames: 'TV Games',
    games: 'Games',
  },
  quickContact: {
    title: 'Quick Contact',
    telegram: 'Telegram {{index}}',
    whatsapp: 'WhatsApp {{index}}',
  },
  social: {
    title: 'Follow us',
    telegram: 'Our Telegram channel',
    twitter: 'Our X (Twitter) account',
    instagram: 'Our Instagram account',
    youtube: 'Our YouTube channel',
  },
  responsible: {
    title: 'Responsible Gaming',
    ageBadge: '18+',
    ageBadgeLabel: 'Only 18 years and over',
    text: 'Registration and play are forbidden for anyone under 18. Gambling can be addictive; set a budget and play responsibly.',
    link: 'About responsible gaming',
  },
  legalLabel: 'Legal links',
  providers: 'Game providers',
  licence: {
    title: 'Licence',
    verify: 'Verify the licence',
  },
  opensInNewTab: '(opens in a new tab)',
  copyright: '© {{year}} {{brand}}.',
  termsNote:
    'To register you must accept the general terms and conditions. When the terms and conditions are updated, existing members may stop using the services before the update takes effect; an update takes effect at least two weeks after it is announced.',
};
