export { type PopupContent, popupContentHash } from './popup-content-hash';
export { PopupDialog, type PopupDialogProps, popupImageSizes } from './popup-dialog';
