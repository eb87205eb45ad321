export * from './create-mock-api';
export * from './fixture-handlers';
export * from './fixtures';
export {
  failed,
  type MockAnswer,
  type MockContext,
  type MockResolver,
  ok,
  rejected,
} from './mock-endpoint';
export type { MockLocale } from './mock-messages';
export * from './mock-state';
