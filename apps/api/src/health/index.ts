export { registerHealth } from './health-endpoint';
