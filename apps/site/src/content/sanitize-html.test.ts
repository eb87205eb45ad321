import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, styles, frames and forms', () => {
    const html = sanitizeHtml(
      '<p>Metin</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input name="a"></form>',
    );
    expect(html).toBe('<p>Metin</p>');
  });

  it('removes event handlers and javascript: addresses', () => {
    const html = sanitizeHtml(
      '<img src="/media/a.webp" alt="A" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">Bağlantı</a><a href=" JaVaScRiPt:alert(1)">İki</a>',
    );
    expect(html).not.toMatch(/onerror|onclick|javascript/i);
    expect(html).toContain('<img src="/media/a.webp" alt="A">');
    expect(html).toContain('>Bağlantı</a>');
  });

  it('keeps safe markup: headings, lists, tables, links and images', () => {
    const safe =
      '<h2>Başlık</h2><p><strong>Kalın</strong> ve <em>eğik</em></p><ul><li>Bir</li></ul><table><tbody><tr><td>Hücre</td></tr></tbody></table><a href="/pages/3">İç</a><a href="mailto:destek@zar.test">Posta</a>';
    expect(sanitizeHtml(safe)).toBe(safe);
  });

  it('forces rel=noopener on links that open a new tab, and drops other targets', () => {
    const html = sanitizeHtml(
      '<a href="https://zar.test" target="_blank" rel="opener">Yeni</a><a href="/x" target="parent-frame">Aynı</a>',
    );
    expect(html).toBe(
      '<a href="https://zar.test" target="_blank" rel="noopener noreferrer">Yeni</a><a href="/x">Aynı</a>',
    );
  });

  it('drops inline styles and data attributes', () => {
    expect(sanitizeHtml('<p style="position:fixed" data-x="1" class="lead">A</p>')).toBe(
      '<p class="lead">A</p>',
    );
  });
});

// The server's render of /promotions imports the sanitiser with the promotion dialog; it once
// threw on import there (DOMPurify has no document to work on), and the page fell back to the
// splash for every visitor.
describe('sanitizeHtml outside a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loads, and renders nothing rather than HTML it cannot sanitise', async () => {
    vi.stubGlobal('window', undefined);
    vi.resetModules();
    const server = await import('./sanitize-html');
    expect(server.sanitizeHtml('<p>Kampanya</p><img src=x onerror="xss()">')).toBe('');
  });
});
