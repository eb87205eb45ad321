export type { LoadingIndicatorProps } from './loading-indicator';
export { LoadingIndicator } from './loading-indicator';
