import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface HtmlContentProps
  extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server, ALREADY SANITISED by the caller (the site uses DOMPurify). */
  html: string;
}

/**
 * Shows a content page or promotion description from the server with the site's typography:
 * headings, paragraphs, lists, links and tables. It does not sanitise; pass only clean HTML.
 */
export function HtmlContent({ html, className, ...props }: HtmlContentProps) {
  return (
    <div
      {...props}
      className={clsx('zar-html-content', className)}
      data-slot="html-content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller sanitises (see `html`)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
