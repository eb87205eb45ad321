export type { LogoProps } from './logo';
export { DieMark, Logo } from './logo';
