import { defineNamespace } from '../define-namespace';

export const celebration = defineNamespace({
  tr: {
    title: 'Tebrikler!',
    welcome: 'Hesabınız oluşturuldu, aramıza hoş geldiniz.',
    bonusOffer: '{{amount}} deneme bonusu sizi bekliyor. Şimdi almak ister misiniz?',
    bonusClaimed: '{{amount}} deneme bonusu hesabınıza eklendi. İyi eğlenceler!',
    noBonus: 'İlk yatırımınızı yapıp oynamaya başlayın; sorularınız için canlı destek yanınızda.',
    claim: 'Evet',
    deposit: 'Para Yatır',
    liveChat: 'Canlı Destek',
  },
  en: {
    title: 'Congratulations!',
    welcome: 'Your account has been created. Welcome aboard.',
    bonusOffer: 'A trial bonus of {{amount}} is waiting for you. Would you like to claim it now?',
    bonusClaimed: 'Your trial bonus of {{amount}} has been added to your account. Have fun!',
    noBonus: 'Make your first deposit and start playing; live support is here for any questions.',
    claim: 'Yes',
    deposit: 'Deposit',
    liveChat: 'Live Chat',
  },
});
