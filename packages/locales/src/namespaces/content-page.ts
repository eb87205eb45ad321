import { defineNamespace } from '../define-namespace';

export const contentPage = defineNamespace({
  tr: {},
  en: {},
});
