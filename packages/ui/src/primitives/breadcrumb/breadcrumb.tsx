import { clsx } from 'clsx';
import type { ComponentProps, MouseEvent } from 'react';
import { useUiTranslation } from '../../strings/use-ui-translation';
import { AnchorLink, type LinkComponent } from '../link/link';

/** One step of the path to the current page. */
export interface Crumb {
  /** Text shown, already translated. */
  label: string;
  /** Where the crumb leads. */
  href: string;
}

export interface BreadcrumbProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Steps from the top level down; the last one is the current page. */
  items: readonly Crumb[];
  /**
   * Called when a crumb is clicked, before it navigates; call `event.preventDefault()` to do
   * something else instead (the site opens the profile sidebar on mobile).
   */
  onCrumbClick?: (crumb: Crumb, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders the links; pass the router's link through an adapter. Default a plain anchor. */
  linkComponent?: LinkComponent;
}

/** The breadcrumb bar: links separated by slashes, the last one highlighted as the current page. */
export function Breadcrumb({
  items,
  onCrumbClick,
  linkComponent: Link = AnchorLink,
  className,
  ...props
}: BreadcrumbProps) {
  const { t } = useUiTranslation();
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      {...props}
      className={clsx('zar-breadcrumb', className)}
      data-slot="breadcrumb"
    >
      <ol className="zar-breadcrumb__list">
        {items.map((crumb, index) => (
          <li key={`${crumb.href}-${crumb.label}`} className="zar-breadcrumb__item">
            <Link
              className="zar-breadcrumb__link"
              href={crumb.href}
              aria-current={index === items.length - 1 ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => onCrumbClick?.(crumb, event)}
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
