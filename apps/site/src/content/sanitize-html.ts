import DOMPurify from 'dompurify';

/** What CMS HTML may contain; no h1, which is the page's own title. */
export const allowedTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

export const allowedAttributes = [
  'alt',
  'class',
  'colspan',
  'datetime',
  'height',
  'href',
  'lang',
  'loading',
  'media',
  'rel',
  'rowspan',
  'scope',
  'sizes',
  'src',
  'srcset',
  'target',
  'title',
  'type',
  'width',
];

/** Links and images may point to http(s), mailto, tel, or a relative address; nothing else. */
export const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Elements never kept (DOMPurify's `FORBID_TAGS`); of a form, say, the text stays. */
export const forbiddenTags = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'svg',
  'math',
];

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The sanitiser the server's render brings (sanitize-html-server.ts), where there is no DOM. */
let withoutDom: ((html: string) => string) | undefined;

/**
 * The sanitiser to use where DOMPurify has no document: entry-server.tsx gives it the parse5 one,
 * so a server-rendered CMS page carries its text; the browser's build never loads it.
 */
export function sanitizeWithoutDomBy(sanitizer: (html: string) => string): void {
  withoutDom = sanitizer;
}

/**
 * The site's DOMPurify, made at first use: the server's render of a page imports this module
 * too (a content page, a promotion's dialog), and DOMPurify needs a browser's document to work.
 */
function sitePurifier(): ReturnType<typeof DOMPurify> | undefined {
  if (purifier) return purifier;
  const made = DOMPurify();
  if (!made.isSupported) return undefined;
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === '_blank') {
      // A page opened from CMS content must not get a handle on this window.
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  purifier = made;
  return made;
}

/**
 * The one sanitiser of CMS and promotion HTML on the site: keeps text structure, links, images
 * and tables; drops scripts, styles, frames, forms, event handlers and `javascript:` addresses;
 * `target="_blank"` links get `rel="noopener noreferrer"`. Outside a browser it answers what the
 * sanitiser given by `sanitizeWithoutDomBy` does (the same rules, the same HTML), else nothing.
 */
export function sanitizeHtml(html: string): string {
  const sanitizer = sitePurifier();
  // Without a document (the server's render) only the server's sanitiser can: else nothing shows.
  if (!sanitizer) return withoutDom ? withoutDom(html) : '';
  return sanitizer.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: forbiddenTags,
  });
}
