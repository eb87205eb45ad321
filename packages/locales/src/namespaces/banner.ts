import { defineNamespace } from '../define-namespace';

export const banner = defineNamespace({
  tr: {},
  en: {},
});
