export * from './api-error';
export * from './create-api-client';
export * from './search-params';
