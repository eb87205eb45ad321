export type { HeaderLinks, HeaderProps } from './header';
export { Header } from './header';
