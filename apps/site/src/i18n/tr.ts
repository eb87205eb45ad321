/** Turkish strings bundled with the site; the server's translation list overrides them later. */
export const tr = {
  home: {
    title: "Zar'a hoş geldiniz",
    tagline: 'Spor bahisleri, canlı bahis ve casino tek adreste.',
    sections: 'Bölümler',
  },
  menu: {
    label: 'Ana menü',
    sports: 'Spor',
    liveBetting: 'Canlı Bahis',
    esports: 'E-Spor',
    casino: 'Casino',
    liveCasino: 'Canlı Casino',
    virtual: 'Sanal',
    bingo: 'Bingo',
    games: 'Oyunlar',
    tvGames: 'TV Oyunları',
    promotions: 'Promosyonlar',
  },
  auth: {
    login: 'Giriş',
    register: 'Üye Ol',
    recovery: 'Şifremi Unuttum',
    sms: 'Telefon Doğrulama',
  },
  header: {
    account: 'Hesabım',
    deposit: 'Para Yatır',
  },
  pages: {
    sports: 'Spor',
    liveBetting: 'Canlı Bahis',
    esports: 'E-Spor',
    casinoSlot: 'Casino',
    casinoLive: 'Canlı Casino',
    casinoGames: 'Oyunlar',
    casinoBingo: 'Bingo',
    casinoTvGames: 'TV Oyunları',
    gamePlay: 'Oyun',
    promotions: 'Promosyonlar',
    content: 'Bilgi',
    dashboard: 'Hesabım',
    account: 'Hesap Bilgileri',
    phoneVerification: 'Telefon Doğrulama',
    deposit: 'Para Yatır',
    withdraw: 'Para Çek',
    changePassword: 'Şifre Değiştir',
    financialActivities: 'Finansal Hareketler',
    gameHistory: 'Oyun Geçmişi',
    claimBonus: 'Bonus Talep',
    bonuses: 'Bonuslarım',
    sessionHistory: 'Oturum Geçmişi',
    notFound: 'Sayfa bulunamadı',
  },
  notFound: {
    text: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
    home: 'Ana sayfaya dön',
  },
  routeError: {
    title: 'Bir şeyler ters gitti',
    text: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
    reload: 'Sayfayı yenile',
  },
  common: {
    close: 'Kapat',
    loading: 'Yükleniyor...',
  },
  footer: {
    rights: 'Tüm hakları saklıdır.',
    language: 'Dil',
  },
  language: {
    tr: 'Türkçe',
    en: 'English',
  },
};

/** The shape every language's bundle has. */
export type Translation = typeof tr;
