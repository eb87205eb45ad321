export { HtmlContent, type HtmlContentProps } from './html-content';
