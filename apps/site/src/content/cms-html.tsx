import { HtmlContent, type HtmlContentProps } from '@zar/ui';
import { sanitizeHtml } from './sanitize-html';

/** Props of `CmsHtml`: those of `HtmlContent`, whose HTML is sanitised here. */
export type CmsHtmlProps = HtmlContentProps;

/** CMS or promotion HTML in the typography of @zar/ui, rendered only after `sanitizeHtml`. */
export function CmsHtml({ html, ...props }: CmsHtmlProps) {
  return <HtmlContent {...props} html={sanitizeHtml(html)} />;
}
