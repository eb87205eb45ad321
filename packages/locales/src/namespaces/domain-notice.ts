import { defineNamespace } from '../define-namespace';

export const domainNotice = defineNamespace({
  tr: {},
  en: {},
});
