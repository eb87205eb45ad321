export * from './client';
export * from './contract';
