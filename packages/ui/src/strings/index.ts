export {
  createBuiltInTranslate,
  defaultUiLocale,
  interpolate,
  type UiLocale,
  type UiStringKey,
  type UiStringOverrides,
  type UiStringParams,
  type UiStringsByLocale,
  type UiTranslate,
  type UiTranslation,
} from './ui-strings';
export { UiTranslationContext, useUiTranslation } from './use-ui-translation';
export {
  type UiI18nextInstance,
  ZarUiI18nextProvider,
  type ZarUiI18nextProviderProps,
} from './zar-ui-i18next-provider';
export { ZarUiProvider, type ZarUiProviderProps } from './zar-ui-provider';
