export type { LanguageOption, LanguageSelectorProps } from './language-selector';
export { LanguageSelector } from './language-selector';
