import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { Locale } from '@zar/locales';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { ZarUiI18nextProvider } from '../strings/zar-ui-i18next-provider';
import { createComponentI18n } from './i18n';

/**
 * Renders a component with its strings read from a test i18next instance through
 * `ZarUiI18nextProvider` (Turkish unless `locale` says otherwise).
 * For the package's own tests only; not part of the published `testing` entry.
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'tr', ...options }: RenderOptions & { locale?: Locale } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createComponentI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ZarUiI18nextProvider i18n={i18n}>{children}</ZarUiI18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
