import { defineNamespace } from '../define-namespace';

export const sidebar = defineNamespace({
  tr: {},
  en: {},
});
