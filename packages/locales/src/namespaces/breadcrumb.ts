import { defineNamespace } from '../define-namespace';

export const breadcrumb = defineNamespace({
  tr: {},
  en: {},
});
