export type {
  ActivityStatementFormProps,
  ActivityStatementRange,
} from './activity-statement-form';
export { ActivityStatementForm } from './activity-statement-form';
export type { LimitKind, LimitView } from './limit-kinds';
export type { LimitsPanelProps } from './limits-panel';
export { LimitsPanel } from './limits-panel';
export type { SelfExclusionPanelProps, SelfExclusionPeriod } from './self-exclusion-panel';
export { SelfExclusionPanel } from './self-exclusion-panel';
export type { ExclusionView, TimeoutPanelProps, TimeoutPeriod } from './timeout-panel';
export { TimeoutPanel } from './timeout-panel';
