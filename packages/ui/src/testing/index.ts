export { installBrowserStandIns } from './browser-stand-ins';
export { installDialogPolyfill } from './dialog-polyfill';
export { createComponentI18n } from './i18n';
