import { defineNamespace } from '../define-namespace';

export const promotions = defineNamespace({
  tr: {},
  en: {},
});
