export {
  type NotifyOptions,
  notify,
  type ToastItem,
  type ToastKind,
  type ToastMessage,
  toastDurations,
  toastKind,
  visibleToastLimit,
} from './notify';
export { Toaster, type ToasterProps } from './toaster';
