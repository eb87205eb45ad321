import { defineNamespace } from '../define-namespace';

export const domainNotice = defineNamespace({
  tr: {
    text: 'Şu anda {{current}} adresindesiniz. Güncel adresimiz {{next}}.',
    textNoNext: 'Şu anda resmi adresimiz dışında bir adrestesiniz: {{current}}.',
  },
  en: {
    text: 'You are on {{current}}. Our current address is {{next}}.',
    textNoNext: 'You are on an address other than our official one: {{current}}.',
  },
});
