import { defineNamespace } from '../define-namespace';

export const bottomBar = defineNamespace({
  tr: {},
  en: {},
});
