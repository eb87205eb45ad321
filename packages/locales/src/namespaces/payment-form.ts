import { defineNamespace } from '../define-namespace';

/** The server-driven payment forms and their dialogs on the site. */
export const paymentForm = defineNamespace({
  tr: {
    depositTitle: 'Para Yatır',
    withdrawTitle: 'Para Çek',
    submitDeposit: 'Yatır',
    submitWithdraw: 'Çekim Talebi Gönder',
    loading: 'Form yükleniyor...',
    noData: 'Veri bulunamadı',
    withdrawSent: 'Çekim talebiniz alındı.',
    validation: {
      required: '{{label}} alanı zorunludur.',
      mask: '{{label}} alanını {{format}} biçiminde girin.',
      number: 'Geçerli bir sayı girin.',
      min: 'En az {{min}} girin.',
      max: 'En fazla {{max}} girin.',
      iban: 'Bu IBAN geçerli değil. Rakamlarını kontrol edin.',
      luhn: 'Bu kart numarası geçerli değil. Rakamlarını kontrol edin.',
    },
    action: {
      paste: '{{label}} panodan yapıştır',
      increment: '{{label}} artır',
      decrement: '{{label}} azalt',
    },
    select: {
      placeholder: 'Seçiniz…',
    },
  },
  en: {
    depositTitle: 'Deposit Money',
    withdrawTitle: 'Withdraw Money',
    submitDeposit: 'Deposit',
    submitWithdraw: 'Request Withdrawal',
    loading: 'Loading the form...',
    noData: 'No data found',
    withdrawSent: 'Your withdrawal request has been received.',
    validation: {
      required: '{{label}} is required.',
      mask: 'Enter {{label}} in the format {{format}}.',
      number: 'Enter a valid number.',
      min: 'Enter at least {{min}}.',
      max: 'Enter at most {{max}}.',
      iban: 'This IBAN is not valid. Check its digits.',
      luhn: 'This card number is not valid. Check its digits.',
    },
    action: {
      paste: 'Paste {{label}} from the clipboard',
      increment: 'Increase {{label}}',
      decrement: 'Decrease {{label}}',
    },
    select: {
      placeholder: 'Select…',
    },
  },
});
