import { defineNamespace } from '../define-namespace';

export const videoBanner = defineNamespace({
  tr: {},
  en: {},
});
