export { siteOptionsIn } from './bootstrap-endpoint';
export { registerContent } from './register-content';
export { bundledTranslations } from './translations-endpoint';
