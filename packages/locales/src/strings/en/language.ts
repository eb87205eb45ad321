import type { SameKeys } from '../../define-namespace';
import type { language as tr } from '../tr/language';

export const language: SameKeys<typeof tr> = {
  tr: 'Türkçe',
  en: 'English',
  label: 'Language',
  placeholder: 'Select Language',
};
