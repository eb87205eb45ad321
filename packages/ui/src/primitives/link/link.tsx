import type { ComponentProps, ComponentType } from 'react';

/** What every @zar/ui component hands to the link it renders: an anchor's props with a required `href`. */
export interface LinkProps extends ComponentProps<'a'> {
  /** Where the link goes: a site path such as `/casino/live`, or a full address. */
  href: string;
}

/**
 * The element a component renders for its links. Pass the router's link through an adapter, e.g.
 * `const RouterLink = ({ href, ...props }: LinkProps) => <Link to={href} {...props} />`.
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain anchor, which loads the page without a client-side router. */
export function AnchorLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}
