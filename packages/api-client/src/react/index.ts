export * from './api-mutations';
export * from './api-queries';
export * from './query-keys';
