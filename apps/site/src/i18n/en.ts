import type { Translation } from './tr';

/** English strings bundled with the site; the server's translation list overrides them later. */
export const en: Translation = {
  home: {
    title: 'Welcome to Zar',
    tagline: 'Sports betting, live betting and casino in one place.',
    sections: 'Sections',
  },
  menu: {
    label: 'Main menu',
    sports: 'Sports',
    liveBetting: 'Live Betting',
    esports: 'E-sports',
    casino: 'Casino',
    liveCasino: 'Live Casino',
    virtual: 'Virtual',
    bingo: 'Bingo',
    games: 'Games',
    tvGames: 'TV Games',
    promotions: 'Promotions',
  },
  auth: {
    login: 'Login',
    register: 'Sign Up',
    recovery: 'Recovery Password',
    sms: 'Phone Validation',
  },
  header: {
    account: 'My Account',
    deposit: 'Deposit',
  },
  pages: {
    sports: 'Sports',
    liveBetting: 'Live Betting',
    esports: 'E-sports',
    casinoSlot: 'Casino',
    casinoLive: 'Live Casino',
    casinoGames: 'Games',
    casinoBingo: 'Bingo',
    casinoTvGames: 'TV Games',
    gamePlay: 'Game',
    promotions: 'Promotions',
    content: 'Information',
    dashboard: 'My Account',
    account: 'Account Details',
    phoneVerification: 'Phone Verification',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    changePassword: 'Change Password',
    financialActivities: 'Financial Activities',
    gameHistory: 'Game History',
    claimBonus: 'Claim Bonus',
    bonuses: 'Bonuses',
    sessionHistory: 'Session History',
    notFound: 'Page not found',
  },
  notFound: {
    text: 'The page you are looking for may have moved or been removed.',
    home: 'Back to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Please reload the page.',
    reload: 'Reload the page',
  },
  common: {
    close: 'Close',
    loading: 'Loading...',
  },
  footer: {
    rights: 'All rights reserved.',
    language: 'Language',
  },
  language: {
    tr: 'Türkçe',
    en: 'English',
  },
};
