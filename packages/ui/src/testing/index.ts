export { installDialogPolyfill } from './dialog-polyfill';
