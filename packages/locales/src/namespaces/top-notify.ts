import { defineNamespace } from '../define-namespace';

export const topNotify = defineNamespace({
  tr: {},
  en: {},
});
