import type { ComponentProps } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface CmsHtmlProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the CMS or a promotion; it is sanitised here before it reaches the page. */
  html: string;
}

/** CMS or promotion HTML, rendered only after `sanitizeHtml`. */
export function CmsHtml({ html, className, ...props }: CmsHtmlProps) {
  return (
    <div
      className={className ? `site-cms-html ${className}` : 'site-cms-html'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      {...props}
    />
  );
}
