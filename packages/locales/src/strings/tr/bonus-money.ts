/** Bonus money (issue 22), on a player's pages only: loaded with them, never in a visitor's first load. */
export const bonusMoney = {
  terms: {
    label: 'Bonus şartları',
    fixed: '{{amount}} bonus',
    percent: '%{{percent}}, en fazla {{amount}}',
    minDeposit: 'En az {{amount}} yatırım',
    wagering: '{{count}} kat çevrim',
    noWagering: 'Çevrim şartı yok',
    contribution:
      'Çevrime katkı: slot %{{slots}}, masa oyunları %{{table}}, canlı casino %{{live}}, spor bahisleri %{{sportsbook}}',
    minOdds: 'Spor bahisleri en az {{odds}} oranla sayılır',
    maxBet: 'Tek bahiste en fazla {{amount}}',
    days: 'Geçerlilik {{days}}',
    maxCashout: 'Nakde en fazla {{amount}} çevrilir',
  },
  active: {
    label: 'Aktif bonuslar',
    loading: 'Aktif bonuslar yükleniyor...',
    empty: 'Çevrimi süren bir bonusunuz yok.',
    progress: 'Çevrim ilerlemesi',
    wagered: '{{wagered}} / {{required}} çevrildi',
    pocket: 'Bonus bakiyesi',
    timeLeft: '{{time}} kaldı',
    expired: 'Süresi doldu',
    showTerms: 'Şartları göster',
    hideTerms: 'Şartları gizle',
    forfeit: 'Bonustan vazgeç',
    forfeitTitle: '{{name}} iptal edilsin mi?',
    forfeitText:
      '{{amount}} bonus bakiyenizden silinir ve şimdiye kadarki çevriminiz kaybolur. Bu işlem geri alınamaz.',
    forfeitConfirm: 'Evet, bonustan vazgeç',
    keep: 'Bonusu koru',
  },
  claimDialog: {
    title: '{{name}}: şartlar',
    intro:
      'Bonus, talep ettiğinizde bonus bakiyenize eklenir ve çevrim şartı tamamlanınca nakde döner.',
    accept: 'Şartları kabul et ve al',
    cancel: 'Vazgeç',
  },
  withdraw: {
    withdrawable: 'Çekilebilir bakiye (nakit): {{amount}}',
    notice: 'Çekim talebiniz {{amount}} bonusunuzu iptal eder ({{name}}).',
    confirmTitle: 'Bonusunuz iptal edilsin mi?',
    confirm: 'Bonustan vazgeç ve çek',
    back: 'Geri dön',
  },
};
