import { defineNamespace } from '../define-namespace';

export const toast = defineNamespace({
  tr: {},
  en: {},
});
