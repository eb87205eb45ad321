export const language = {
  tr: 'Türkçe',
  en: 'English',
  label: 'Dil',
  placeholder: 'Dil Seçin',
};
