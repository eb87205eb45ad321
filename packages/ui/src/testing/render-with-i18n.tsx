import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { Locale } from '@zar/locales';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createComponentI18n } from './i18n';

/**
 * Renders a component inside an I18nextProvider (Turkish unless `locale` says otherwise).
 * For the package's own tests only; not part of the published `testing` entry.
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'tr', ...options }: RenderOptions & { locale?: Locale } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createComponentI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
