export type { RealityCheckBarProps } from './reality-check-bar';
export { RealityCheckBar } from './reality-check-bar';
export type { RealityCheckDialogProps } from './reality-check-dialog';
export { RealityCheckDialog } from './reality-check-dialog';
