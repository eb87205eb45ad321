export type { TestModeBarProps } from './test-mode-bar';
export { TestModeBar } from './test-mode-bar';
