export { type PopupContent, popupContentHash } from '@zar/api-client/contract';
export { PopupDialog, type PopupDialogProps, popupImageSizes } from './popup-dialog';
