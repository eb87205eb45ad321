import { defineNamespace } from '../define-namespace';

export const userMenu = defineNamespace({
  tr: {},
  en: {},
});
