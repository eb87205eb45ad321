import { packageTestConfig } from '../../vitest.packages';

export default packageTestConfig({ environment: 'jsdom' });
