import { packageTestConfig } from '../../vitest.packages';

export default packageTestConfig({ environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] });
