export type {
  ActivityStatementFormProps,
  ActivityStatementRange,
} from './activity-statement-form';
export { ActivityStatementForm } from './activity-statement-form';
export type { LimitsPanelProps } from './limits-panel';
export { LimitsPanel } from './limits-panel';
export type { SelfExclusionPanelProps, SelfExclusionPeriod } from './self-exclusion-panel';
export { SelfExclusionPanel } from './self-exclusion-panel';
export type { TimeoutPanelProps, TimeoutPeriod } from './timeout-panel';
export { TimeoutPanel } from './timeout-panel';
