// The server's CMS sanitiser: the rules of sanitize-html.ts (DOMPurify's, as the site configures
// it) on parse5's tree, since the server has no DOM. The server's render of a content page
// (/pages/:id) writes its HTML into the page; the browser then hydrates the same text through
// DOMPurify, so both must give the same HTML (sanitize-html-server.test.ts compares them). Only
// entry-server.tsx imports this module: parse5 stays out of the browser's build.
import { type DefaultTreeAdapterTypes, parse, serialize } from 'parse5';
import { allowedAttributes, allowedTags, allowedUri, forbiddenTags } from './sanitize-html';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const htmlNamespace = 'http://www.w3.org/1999/xhtml';
const allowed = new Set(allowedTags);
const forbidden = new Set(forbiddenTags);
const allowedAttribute = new Set(allowedAttributes);
/** DOMPurify's defaults (3.4): elements removed with their content, not only their tags. */
const contentDropped = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);
/** DOMPurify's attributes whose values are not addresses (of those the site allows). */
const notAddresses = new Set(['alt', 'class', 'title']);
/** DOMPurify's elements whose `src`/`href` may be a data: address (of those the site allows). */
const dataAddressTags = new Set(['img', 'source']);
/** DOMPurify's `ATTR_WHITESPACE`, taken out of a value before it is checked as an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const addressWhitespace = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** DOMPurify's `ATTR_VALUE_BREAKOUT`: a value that could end a comment or raw-text element. */
const valueBreakout =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
/** DOMPurify's `ELEMENT_MARKUP_PROBE`. */
const markupProbe = /<[/\w!]/;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(textContent).join('') : '';
}

/** Whether an attribute may stay, and with which value (DOMPurify's `_sanitizeAttributes`). */
function keptValue(tag: string, name: string, raw: string): string | null {
  const value = raw.trim();
  if (valueBreakout.test(value) || value.includes('/>')) return null;
  if (!allowedAttribute.has(name)) return null;
  if (notAddresses.has(name)) return value;
  if (allowedUri.test(value.replace(addressWhitespace, ''))) return value;
  if (
    (name === 'src' || name === 'href') &&
    value.startsWith('data:') &&
    dataAddressTags.has(tag)
  ) {
    return value;
  }
  return value ? null : value;
}

function sanitizeAttributes(element: Element): void {
  const tag = element.tagName;
  element.attrs = element.attrs.flatMap((attr) => {
    if (attr.namespace) return [];
    const value = keptValue(tag, attr.name, attr.value);
    return value === null ? [] : [{ name: attr.name, value }];
  });
  if (tag !== 'a') return;
  const target = element.attrs.find((attr) => attr.name === 'target');
  if (target?.value === '_blank') {
    // A page opened from CMS content must not get a handle on this window.
    const rel = element.attrs.find((attr) => attr.name === 'rel');
    if (rel) rel.value = 'noopener noreferrer';
    else element.attrs.push({ name: 'rel', value: 'noopener noreferrer' });
  } else if (target) {
    element.attrs = element.attrs.filter((attr) => attr !== target);
  }
}

/** The sanitised children of `parent`, DOMPurify's walk: a disallowed element leaves its content. */
function sanitizeChildren(parent: ParentNode): Node[] {
  const kept: Node[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') {
      kept.push(node);
      continue;
    }
    if (!isElement(node)) continue; // comments, doctypes
    const tag = node.tagName;
    const childElements = node.childNodes.some(isElement);
    // DOMPurify's `_isUnsafeNode`: markup that survived as text (mutation XSS).
    if (
      node.childNodes.length > 0 &&
      !childElements &&
      markupProbe.test(textContent(node)) &&
      markupProbe.test(serialize(node))
    ) {
      continue;
    }
    if (forbidden.has(tag) || !allowed.has(tag)) {
      if (!contentDropped.has(tag)) {
        for (const child of sanitizeChildren(node)) {
          child.parentNode = parent;
          kept.push(child);
        }
      }
      continue;
    }
    if (node.namespaceURI !== htmlNamespace) continue;
    sanitizeAttributes(node);
    node.childNodes = sanitizeChildren(node);
    kept.push(node);
  }
  return kept;
}

/** `sanitizeHtml`'s answer without a DOM: parsed as DOMPurify parses it, a whole document. */
export function sanitizeHtmlWithoutDom(html: string): string {
  // DOMPurify answers text without markup as it is.
  if (!html.includes('<')) return html;
  const document = parse(html, { scriptingEnabled: false });
  const root = document.childNodes.find(isElement);
  const body = root?.childNodes.find((node) => isElement(node) && node.tagName === 'body');
  if (!body || !isElement(body)) return '';
  body.childNodes = sanitizeChildren(body);
  const leadingWhitespace = /^[\r\n\t ]+/.exec(html)?.[0];
  return (leadingWhitespace ?? '') + serialize(body);
}
