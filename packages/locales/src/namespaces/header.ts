import { defineNamespace } from '../define-namespace';

export const header = defineNamespace({
  tr: {
    account: 'Hesabım',
    deposit: 'Para Yatır',
  },
  en: {
    account: 'My Account',
    deposit: 'Deposit',
  },
});
