export {
  notify,
  type ToastKind,
  toastDurations,
  toastKind,
  visibleToastLimit,
} from './notify';
export { Toaster, type ToasterProps } from './toaster';
