import type { LinkProps } from '@zar/ui';
import { Link } from 'react-router-dom';

/** The link every @zar/ui component renders on the site: react-router's, so navigation stays client-side. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
