export type { LinkComponent, LinkProps } from './link';
export { AnchorLink } from './link';
