import '@zar/ui/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ZarUiI18nextProvider } from '@zar/ui';
import { createComponentI18n } from '@zar/ui/testing';
import { I18nextProvider } from 'react-i18next';

/** Brand themes of @zar/ui; `data-theme` on <html> switches every token. */
const themes = ['zar', 'lale'] as const;
/** Languages of the site; stories that translate read the `locale` global. */
const locales = ['tr', 'en'] as const;

/** One i18next instance for every story, switched by the `locale` toolbar. */
const i18n = createComponentI18n('tr');

const withThemeAndLocale: Decorator = (Story, context) => {
  const root = document.documentElement;
  const locale = context.globals.locale === 'en' ? 'en' : 'tr';
  // Set before the story renders, so the first paint and the a11y check see the chosen theme.
  root.dataset.theme = String(context.globals.theme ?? 'zar');
  root.lang = locale;
  if (i18n.language !== locale) i18n.changeLanguage(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <ZarUiI18nextProvider i18n={i18n}>
        <Story />
      </ZarUiI18nextProvider>
    </I18nextProvider>
  );
};

const preview = {
  decorators: [withThemeAndLocale],
  parameters: {
    layout: 'padded',
    // Every axe violation fails the story in the test-runner, not only in the panel.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themes.map((value) => ({ value, title: value === 'zar' ? 'Zar' : 'Lale' })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value === 'tr' ? 'Türkçe' : 'English' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'zar', locale: 'tr' },
} satisfies Preview;

export default preview;
