import { defineNamespace } from '../define-namespace';

export const liveChat = defineNamespace({
  tr: {},
  en: {},
});
