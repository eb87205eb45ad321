/** The notifications of money events, and the answers of the operator's notify command (`broadcast`); server only. */
export const serverNotifications = {
  depositCredited: {
    title: 'Yatırımınız hesabınızda',
    body: '{{amount}} tutarındaki yatırımınız bakiyenize eklendi.',
  },
  withdrawalApproved: {
    title: 'Çekim talebiniz onaylandı',
    body: '{{amount}} tutarındaki çekim talebiniz onaylandı ve ödemeniz gönderildi.',
  },
  withdrawalRejected: {
    title: 'Çekim talebiniz reddedildi',
    body: '{{amount}} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize geri eklendi.',
  },
  withdrawalCancelled: {
    title: 'Çekim talebiniz iptal edildi',
    body: '{{amount}} tutarındaki çekim talebinizi iptal ettiniz; tutar bakiyenize geri eklendi.',
  },
  bonusGranted: {
    title: 'Bonus tanımlandı',
    body: '{{amount}} tutarındaki {{name}} bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
  },
  // The answers of the operator's notify command.
  broadcast: {
    sentToAll: 'Bildirim {{count}} oyuncuya gönderildi.',
    sentToPlayer: 'Bildirim {{username}} adlı oyuncuya gönderildi.',
    playerUnknown: '"{{username}}" adında bir oyuncu yok.',
    invalid:
      'Alıcı (all ya da kullanıcı adı), en fazla {{titleMax}} karakterlik bir başlık ve en fazla {{bodyMax}} karakterlik bir metin verin.',
  },
};
