import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { brand } from '../brand/brand';

export interface PageProps {
  /** Translated page title: the page's h1 and the start of the document title. */
  title: string;
  /** The page's content under its heading. Default none. */
  children?: ReactNode;
  /**
   * Keep the h1 for assistive technology only, when the content opens with a visible heading of
   * the same words (the phone verification panel's title and badge). Default `false`.
   */
  hideTitle?: boolean;
  /**
   * The page's own data is still loading: the footer waits (site-layout.css), so the content
   * arriving does not push a footer already in sight down the screen (a layout shift). Default
   * `false`.
   */
  pending?: boolean;
}

/** A routed page: its title as the one h1 and in the document title, then its content. */
export function Page({ title, children, hideTitle = false, pending = false }: PageProps) {
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title]);

  return (
    <article className="site-page" data-pending={pending || undefined}>
      <h1 className={hideTitle ? 'zar-visually-hidden' : 'site-page__title'}>{title}</h1>
      {children}
    </article>
  );
}
