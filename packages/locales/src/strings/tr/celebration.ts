export const celebration = {
  title: 'Tebrikler!',
  welcome: 'Hesabınız oluşturuldu, aramıza hoş geldiniz.',
  bonusOffer: '{{amount}} deneme bonusu sizi bekliyor. Şimdi almak ister misiniz?',
  bonusClaimed: '{{amount}} deneme bonusu hesabınıza eklendi. İyi eğlenceler!',
  noBonus: 'İlk yatırımınızı yapıp oynamaya başlayın; sorularınız için canlı destek yanınızda.',
  claim: 'Evet',
  claimLater: 'Şimdi almazsanız bonusunuz Bonus Talep sayfasında sizi bekler.',
  deposit: 'Para Yatır',
  liveChat: 'Canlı Destek',
};
