import fontsUrl from '@zar/ui/fonts.css?url';

/**
 * Adds @zar/ui's web fonts (Inter, Montserrat) to the page, once. main.tsx calls it as the site
 * starts: on a page the server rendered that is after its first paint and largest images, so on a
 * slow line the fonts' ~100 KB do not hold them back; the text shows at once in the metric-matched
 * fallback faces (components.css) and swaps without moving (issue #10: LCP).
 */
export function loadFonts(doc: Document = document) {
  if (doc.querySelector(`link[rel="stylesheet"][href="${fontsUrl}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontsUrl;
  doc.head.append(link);
}
