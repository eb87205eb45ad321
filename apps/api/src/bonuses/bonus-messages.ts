import type { LocalisedText } from '../http';
import { fillPerLocale, formatAmount } from '../payments/payment-messages';

/** What the bonus calls say, in both languages. */
export const bonusMessages = {
  trialBonusName: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  trialBonusSummary: {
    tr: 'Üye olurken seçtiğiniz deneme bonusu: {amount} bonus bakiyenize eklenir.',
    en: 'The trial bonus you chose when signing up: {amount} is added to your bonus balance.',
  },
  trialBonusTerms: {
    tr: 'Deneme bonusu kişi, telefon numarası ve cihaz başına bir kez, telefonu doğrulanmış üyelere verilir.',
    en: 'The trial bonus is given once per person, phone number and device, to members with a verified phone.',
  },
  trialBonusGranted: {
    tr: '{amount} tutarındaki deneme bonusunuz bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
    en: 'Your trial bonus of {amount} has been added to your bonus balance; it turns into cash once its wagering is done.',
  },
  trialBonusClaimed: {
    tr: 'Deneme bonusunuzu zaten aldınız; her üye bir kez alabilir.',
    en: 'You have already claimed your trial bonus; each member can claim it once.',
  },
  trialBonusNotChosen: {
    tr: 'Deneme bonusu yalnızca kayıt olurken bonusu seçen üyelere tanımlanır.',
    en: 'The trial bonus is only for members who chose it when signing up.',
  },
  trialBonusUnavailable: {
    tr: 'Şu anda tanımlanabilecek bir deneme bonusu yok.',
    en: 'There is no trial bonus on offer right now.',
  },
  offerGranted: {
    tr: '{amount} tutarındaki {name} bonus bakiyenize eklendi; çevrim şartı tamamlanınca nakde döner.',
    en: 'Your {name} of {amount} has been added to your bonus balance; it turns into cash once its wagering is done.',
  },
  offerClaimed: {
    tr: '{name} bonusunu zaten aldınız; her bonus bir kez alınabilir.',
    en: 'You have already claimed the {name}; each bonus can be claimed once.',
  },
  selfExcluded: {
    tr: 'Kendini dışlama süresince bonus ve promosyonlardan yararlanılamaz.',
    en: 'Bonuses and promotions are not available while you are self-excluded.',
  },
  timeout: {
    tr: 'Molanız {until} tarihine kadar sürüyor; bu sürede bonus alınamaz.',
    en: 'Your time-out lasts until {until}; no bonus can be claimed until then.',
  },
  offerUnavailable: {
    tr: 'Bu bonus bulunamadı veya şu anda alınamıyor.',
    en: 'This bonus was not found or cannot be claimed right now.',
  },
  trialPhoneUnverified: {
    tr: 'Deneme bonusu için önce telefon numaranızı doğrulayın.',
    en: 'Verify your phone number first to get the trial bonus.',
  },
  trialBonusUsed: {
    tr: 'Bu telefon numarası, kimlik numarası veya cihazla deneme bonusu daha önce alındı.',
    en: 'The trial bonus has already been given to this phone number, ID number or device.',
  },
  bonusActive: {
    tr: '{name} bonusunuzun çevrimi sürüyor; yeni bir bonus için önce onu tamamlayın veya bonustan vazgeçin.',
    en: 'Your {name} is still being wagered; finish it or forfeit it before claiming another bonus.',
  },
  depositRequired: {
    tr: 'Bu bonus için son 7 gün içinde en az {amount} tutarında, başka bir bonusta kullanılmamış bir yatırımınız olmalı.',
    en: 'This bonus needs a deposit of at least {amount} in the last 7 days that no other bonus used.',
  },
  maxBet: {
    tr: 'Bonus çevrimi sürerken en fazla {amount} bahis yapabilirsiniz.',
    en: 'While a bonus is being wagered, the largest bet allowed is {amount}.',
  },
  forfeitRequired: {
    tr: 'Çekim talebi {name} bonusunuzu iptal eder: bonus bakiyenizdeki {amount} silinir. Onaylıyorsanız talebi yeniden gönderin.',
    en: 'A withdrawal forfeits your {name}: the {amount} in your bonus balance is removed. Send the request again to confirm.',
  },
  forfeited: {
    tr: '{name} bonusundan vazgeçtiniz; bonus bakiyenizdeki {amount} silindi.',
    en: 'You forfeited the {name}; the {amount} in your bonus balance was removed.',
  },
  notActive: {
    tr: 'Bu bonus artık aktif değil.',
    en: 'This bonus is no longer active.',
  },
} satisfies Record<string, LocalisedText>;

/** The notifications of a bonus's end, in both languages. */
export const bonusNotices = {
  convertedNotice: {
    title: { tr: 'Bonus nakde döndü', en: 'Bonus turned into cash' },
    body: {
      tr: '{name} çevrim şartını tamamladınız: {amount} nakit bakiyenize eklendi.',
      en: 'You completed the wagering of your {name}: {amount} has been added to your cash balance.',
    },
  },
  expiredNotice: {
    title: { tr: 'Bonusun süresi doldu', en: 'Bonus expired' },
    body: {
      tr: '{name} süresi dolmadan çevrilemedi; bonus bakiyenizdeki {amount} silindi.',
      en: 'Your {name} expired before its wagering was done; the {amount} in your bonus balance was removed.',
    },
  },
  forfeitedNotice: {
    title: { tr: 'Bonus iptal edildi', en: 'Bonus forfeited' },
    body: {
      tr: '{name} iptal edildi; bonus bakiyenizdeki {amount} silindi.',
      en: 'Your {name} was forfeited; the {amount} in your bonus balance was removed.',
    },
  },
} satisfies Record<string, { title: LocalisedText; body: LocalisedText }>;

/** The refusal of a bet over the largest one the bonus being wagered allows. */
export function bonusMaxBetText(maxBetKurus: bigint): LocalisedText {
  return fillPerLocale(bonusMessages.maxBet, (locale) => ({
    amount: formatAmount(maxBetKurus, locale),
  }));
}
