import { type Locale, translations } from '@zar/locales';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** An i18next instance with Zar's bundled strings, for stories and tests of translated components. */
export function createComponentI18n(locale: Locale = 'tr'): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: {
      tr: { translation: translations.tr },
      en: { translation: translations.en },
    },
    lng: locale,
    fallbackLng: 'tr',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
