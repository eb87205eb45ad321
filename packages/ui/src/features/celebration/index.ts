export type { CelebrationProps } from './celebration';
export { Celebration } from './celebration';
