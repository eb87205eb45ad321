import { defineNamespace } from '../define-namespace';

export const popup = defineNamespace({
  tr: {},
  en: {},
});
