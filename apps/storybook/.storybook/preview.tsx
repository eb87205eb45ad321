import '@zar/ui/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ZarUiI18nextProvider } from '@zar/ui';
import { createComponentI18n } from '@zar/ui/testing';
import { themeNames } from '@zar/ui/theme';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';

/** Brand themes of @zar/ui; `data-theme` on <html> switches every token. */
const themeTitles: Record<(typeof themeNames)[number], string> = {
  zar: 'Zar (dark)',
  lale: 'Lale (dark)',
  inci: 'İnci (light)',
};
/** Languages of the site; stories that translate read the `locale` global. */
const locales = ['tr', 'en'] as const;

// A play function's findBy and waitFor wait up to 10 s, not testing-library's 1 s: the CI host's
// speed varies threefold between runs, and a story that renders in 0.4 s on a quiet machine takes
// over a second on a busy one.
configure({ asyncUtilTimeout: 10_000 });

/** One i18next instance for every story, switched by the `locale` toolbar. */
const i18n = createComponentI18n('tr');

const withThemeAndLocale: Decorator = (Story, context) => {
  const root = document.documentElement;
  const locale = context.globals.locale === 'en' ? 'en' : 'tr';
  // Set before the story renders, so the first paint and the a11y check see the chosen theme.
  root.dataset.theme = String(context.globals.theme ?? 'zar');
  root.lang = locale;
  if (i18n.language !== locale) i18n.changeLanguage(locale);
  const story = <Story />;
  return (
    <I18nextProvider i18n={i18n}>
      <ZarUiI18nextProvider i18n={i18n}>
        {context.viewMode === 'docs' ? (
          // A docs page is Storybook's own light page: each story sits on its theme's background.
          <div
            data-theme={root.dataset.theme}
            style={{
              background: 'var(--color-bg)',
              color: 'var(--color-text)',
              padding: 'var(--space-4)',
              borderRadius: 'var(--radius-card)',
            }}
          >
            {story}
          </div>
        ) : (
          story
        )}
      </ZarUiI18nextProvider>
    </I18nextProvider>
  );
};

/** The two widths every layout is designed and visually checked at (SPEC §9, VISUAL.md). */
const viewports = {
  mobile375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop1440: {
    name: 'Desktop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

const preview = {
  // A docs page for every component: its stories, and each prop's description and default.
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  parameters: {
    viewport: { options: viewports },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Theming', 'Using Zar in your brand', 'Foundations'] },
    },
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
        items: themeNames.map((value) => ({ value, title: themeTitles[value] })),
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
