export type { LogoProps } from './logo';
export { Logo } from './logo';
