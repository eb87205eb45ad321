import type { LocalisedText } from '../http';

/**
 * What the notifications of money events say, in both languages; `{amount}` is the formatted
 * amount and `{name}` the bonus's name in the player's language.
 */
export const notificationTexts = {
  depositCredited: {
    title: { tr: 'Yatırımınız hesabınızda', en: 'Deposit credited' },
    body: {
      tr: '{amount} tutarındaki yatırımınız bakiyenize eklendi.',
      en: 'Your deposit of {amount} has been added to your balance.',
    },
  },
  withdrawalApproved: {
    title: { tr: 'Çekim talebiniz onaylandı', en: 'Withdrawal approved' },
    body: {
      tr: '{amount} tutarındaki çekim talebiniz onaylandı ve ödemeniz gönderildi.',
      en: 'Your withdrawal of {amount} was approved and the payment is on its way.',
    },
  },
  withdrawalRejected: {
    title: { tr: 'Çekim talebiniz reddedildi', en: 'Withdrawal rejected' },
    body: {
      tr: '{amount} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize geri eklendi.',
      en: 'Your withdrawal of {amount} was rejected; the amount is back in your balance.',
    },
  },
  withdrawalCancelled: {
    title: { tr: 'Çekim talebiniz iptal edildi', en: 'Withdrawal cancelled' },
    body: {
      tr: '{amount} tutarındaki çekim talebinizi iptal ettiniz; tutar bakiyenize geri eklendi.',
      en: 'You cancelled your withdrawal of {amount}; the amount is back in your balance.',
    },
  },
  bonusGranted: {
    title: { tr: 'Bonus tanımlandı', en: 'Bonus granted' },
    body: {
      tr: '{amount} tutarındaki {name} bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
      en: 'Your {name} of {amount} has been added to your bonus balance; it turns into cash once its wagering is done.',
    },
  },
} satisfies Record<string, { title: LocalisedText; body: LocalisedText }>;

/** What the operator's notify command answers. */
export const broadcastMessages = {
  sentToAll: {
    tr: 'Bildirim {count} oyuncuya gönderildi.',
    en: 'The notification was sent to {count} players.',
  },
  sentToPlayer: {
    tr: 'Bildirim {username} adlı oyuncuya gönderildi.',
    en: 'The notification was sent to {username}.',
  },
  playerUnknown: {
    tr: '"{username}" adında bir oyuncu yok.',
    en: 'There is no player named "{username}".',
  },
  invalid: {
    tr: 'Alıcı (all ya da kullanıcı adı), en fazla {titleMax} karakterlik bir başlık ve en fazla {bodyMax} karakterlik bir metin verin.',
    en: 'Give the recipient (all or a username), a title of at most {titleMax} characters and a text of at most {bodyMax} characters.',
  },
} satisfies Record<string, LocalisedText>;
