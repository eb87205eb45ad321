export * from './button';
export * from './dialog';
export * from './loading-indicator';
export * from './logo';
