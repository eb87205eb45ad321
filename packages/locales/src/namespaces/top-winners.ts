import { defineNamespace } from '../define-namespace';

export const topWinners = defineNamespace({
  tr: {},
  en: {},
});
