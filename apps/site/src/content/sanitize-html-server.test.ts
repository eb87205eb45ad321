import { contentFixture, promotionsFixture } from '@zar/api-client/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The browser suite's hostile HTML (e2e/tests/xss-payloads.ts): the server's render must stand up
// to the same payloads as the browser's.
import { xssPayloads } from '../../../../e2e/tests/xss-payloads';
import { sanitizeHtml } from './sanitize-html';
import { sanitizeHtmlWithoutDom } from './sanitize-html-server';

/** HTML a CMS page may hold, and HTML an attacker may try (jsdom gives DOMPurify its document). */
const samples = [
  ...contentFixture.flatMap((category) => category.pages.map((page) => page.html)),
  ...Object.values(promotionsFixture).flatMap((list) => list.map((item) => item.html)),
  '<p>Metin</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input name="a">Form metni</form>',
  '<img src="/media/a.webp" alt="A" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">Bağlantı</a><a href=" JaVaScRiPt:alert(1)">İki</a><a href="java&#x09;script:alert(1)">Üç</a>',
  '<h2>Başlık</h2><p><strong>Kalın</strong> ve <em>eğik</em></p><ul><li>Bir</li></ul><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">Hücre</td></tr></tbody></table><a href="/pages/3">İç</a><a href="mailto:destek@zar.test">Posta</a>',
  '<a href="https://zar.test" target="_blank" rel="opener">Yeni</a><a href="/x" target="parent-frame">Aynı</a><a target="_blank" href="/y">Son</a>',
  '<p style="position:fixed" data-x="1" class="  lead " aria-label="x" id="a" name="b">A</p>',
  '  <p>Boşlukla başlar</p>\n<p>a &amp; b &lt;c&gt; &nbsp; "tırnak"</p>',
  'Düz metin & <b>kalın</b>',
  'Yalnızca metin & işaret',
  '<title>Başlık</title><meta charset="utf-8"><p>Gövde</p>',
  '<svg><p>kaçış</p><script>alert(1)</script></svg><math><mi>x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<p title="--><img src=x onerror=alert(1)>">Yorum</p><!-- yorum --><p>Son</p>',
  '<div><custom-tag class="x">Özel</custom-tag><font color="red">Eski</font><center>Orta</center></div>',
  '<template><p>Şablon</p></template><xmp><b>x</b></xmp><textarea><b>y</b></textarea>',
  '<img src="data:image/png;base64,AAAA" alt=""><a href="data:text/html,<b>x</b>">Veri</a>',
  '<picture><source srcset="/a.avif" type="image/avif" media="(min-width: 800px)"><img src="/a.jpg" loading="lazy" width="10" height="10"></picture>',
  '<p>Açık <b>etiket <i>iç içe</p><li>Sahipsiz</li><td>Tablosuz</td>',
  '<table><tr><td>Gövdesiz</td></tr><colgroup><col></colgroup></table>',
  '<a href="tel:+905551112233">Ara</a><a href="ftp://x.test">Ftp</a><a href="#top">Üst</a><a href="?q=1">Sorgu</a><img src="//cdn.test/a.png">',
  '<p>Satır<br>sonu<hr>çizgi</p><blockquote cite="https://x.test">Alıntı</blockquote><time datetime="2026-01-01">Yıl</time>',
];

describe('sanitizeHtmlWithoutDom', () => {
  it('gives the HTML DOMPurify gives in the browser, sample for sample', () => {
    const differing = samples.filter((html) => sanitizeHtmlWithoutDom(html) !== sanitizeHtml(html));
    expect(
      differing.map((html) => [html, sanitizeHtmlWithoutDom(html), sanitizeHtml(html)]),
    ).toEqual([]);
  });

  it(`gives DOMPurify's HTML for each of the browser suite's ${xssPayloads.length} XSS payloads, with nothing that may run`, () => {
    expect(xssPayloads.length).toBeGreaterThan(100);
    const differing = xssPayloads
      .map((payload) => `<p>payload</p>${payload}<p>after</p>`)
      .filter((html) => sanitizeHtmlWithoutDom(html) !== sanitizeHtml(html));
    expect(
      differing.map((html) => [html, sanitizeHtmlWithoutDom(html), sanitizeHtml(html)]),
    ).toEqual([]);
    // What the server writes, parsed again as a browser parses the page.
    const parsed = document.createElement('div');
    parsed.innerHTML = xssPayloads.map(sanitizeHtmlWithoutDom).join('');
    const running = [...parsed.querySelectorAll('*')].filter(
      (element) =>
        [
          'SCRIPT',
          'IFRAME',
          'OBJECT',
          'EMBED',
          'SVG',
          'MATH',
          'STYLE',
          'BASE',
          'META',
          'FORM',
        ].includes(element.tagName.toUpperCase()) ||
        [...element.attributes].some(
          (attribute) =>
            /^on/i.test(attribute.name) ||
            attribute.name === 'style' ||
            /^\s*(javascript|vbscript|data:text)/i.test(attribute.value),
        ),
    );
    expect(running.map((element) => element.outerHTML)).toEqual([]);
  });

  it('drops what may run: scripts, handlers, javascript: addresses, frames', () => {
    const html = sanitizeHtmlWithoutDom(samples.slice(-20).join(''));
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<noscript|style=/i);
  });
});

describe('sanitizeHtml outside a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers the server sanitiser given to it', async () => {
    vi.stubGlobal('window', undefined);
    vi.resetModules();
    const server = await import('./sanitize-html');
    const html = '<p>Sayfa</p><img src=x onerror="xss()">';
    server.sanitizeWithoutDomBy(sanitizeHtmlWithoutDom);
    expect(server.sanitizeHtml(html)).toBe('<p>Sayfa</p><img src="x">');
  });
});
