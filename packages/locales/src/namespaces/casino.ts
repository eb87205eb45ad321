import { defineNamespace } from '../define-namespace';

export const casino = defineNamespace({
  tr: {
    placeholder: 'Yer tutucu',
  },
  en: {
    placeholder: 'Placeholder',
  },
});
