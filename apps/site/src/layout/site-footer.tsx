import { useTranslation } from 'react-i18next';
import { brand } from '../brand/brand';
import { changeLanguage, languages } from '../i18n/i18n';

/** A one-line footer: copyright with the current year and the language choice. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {brand.name}. {t('footer.rights')}
      </p>
      <fieldset className="site-footer__languages">
        <legend className="zar-visually-hidden">{t('footer.language')}</legend>
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className="site-footer__language"
            aria-pressed={i18n.language === language}
            onClick={() => changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </fieldset>
    </footer>
  );
}
