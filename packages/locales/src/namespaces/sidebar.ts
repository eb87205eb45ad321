import { defineNamespace } from '../define-namespace';

export const sidebar = defineNamespace({
  tr: {
    label: 'Site menüsü',
    newTab: '(yeni sekmede açılır)',
  },
  en: {
    label: 'Site menu',
    newTab: '(opens in a new tab)',
  },
});
