import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

export interface SiteFrameProps {
  /** The page shown in <main>. */
  children: ReactNode;
  /** A page is loading: shows the progress bar and marks <main> busy. Default `false`. */
  busy?: boolean;
}

/** Header, main and footer around a page. */
export function SiteFrame({ children, busy = false }: SiteFrameProps) {
  return (
    <div className="site-layout">
      <div className="site-progress" data-active={busy || undefined} aria-hidden="true" />
      <SiteHeader />
      <main className="site-main" aria-busy={busy || undefined}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
