export {
  type EnhanceWhen,
  type LazyModule,
  lazyModule,
  useEnhancement,
} from './lazy-enhancement';
