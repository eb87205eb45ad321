import { defineNamespace } from '../define-namespace';

export const auth = defineNamespace({
  tr: {
    login: 'Giriş',
    register: 'Üye Ol',
    recovery: 'Şifremi Unuttum',
    sms: 'Telefon Doğrulama',
  },
  en: {
    login: 'Login',
    register: 'Sign Up',
    recovery: 'Recovery Password',
    sms: 'Phone Validation',
  },
});
