import type { LocalisedText } from '../http';

/** What the bonus calls say, in both languages. */
export const bonusMessages = {
  trialBonusName: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  trialBonusSummary: {
    tr: 'Üye olurken seçtiğiniz deneme bonusu: {amount} bakiyenize eklenir.',
    en: 'The trial bonus you chose when signing up: {amount} is added to your balance.',
  },
  trialBonusTerms: {
    tr: 'Her üye deneme bonusunu bir kez alabilir.',
    en: 'Each member can claim the trial bonus once.',
  },
  trialBonusGranted: {
    tr: '{amount} tutarındaki deneme bonusunuz bakiyenize eklendi.',
    en: 'Your trial bonus of {amount} has been added to your balance.',
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
    tr: '{amount} tutarındaki {name} bakiyenize eklendi.',
    en: 'Your {name} of {amount} has been added to your balance.',
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
} satisfies Record<string, LocalisedText>;
