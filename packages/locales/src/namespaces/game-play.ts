import { defineNamespace } from '../define-namespace';

export const gamePlay = defineNamespace({
  tr: {
    placeholder: 'Yer tutucu',
  },
  en: {
    placeholder: 'Placeholder',
  },
});
