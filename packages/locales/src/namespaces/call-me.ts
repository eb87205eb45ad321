import { defineNamespace } from '../define-namespace';

export const callMe = defineNamespace({
  tr: {},
  en: {},
});
