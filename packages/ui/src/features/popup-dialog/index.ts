export { type PopupContent, popupContentHash } from '@zar/api-client';
export { PopupDialog, type PopupDialogProps, popupImageSizes } from './popup-dialog';
