export type { HeaderLinks, HeaderProps, HeaderQuickLink } from './header';
export { Header } from './header';
