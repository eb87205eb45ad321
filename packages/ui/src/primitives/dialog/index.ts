export type { DialogProps, DialogSize } from './dialog';
export { Dialog } from './dialog';
