// The script a server-rendered page loads instead of the site's entry (apps/api server-render.ts
// puts it in): the first screen's largest images are painted first, then the site's modules are
// fetched and hydrate the page. On a slow line the first bytes go to what the visitor sees, not to
// 145 KB of script that changes nothing on screen (issue #10: LCP). Links work before hydration;
// buttons once it is done. Imports nothing, so it is one small file.

/** How long the largest images may hold the scripts back (a slow or broken image). */
const maxWaitMs = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
const preloads = script?.dataset.preload?.split(' ').filter(Boolean) ?? [];

function start() {
  // The entry's own modules and the page's, fetched together as the entry starts.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

/** The first screen's largest images: those the server marked to load first. */
const largest = Array.from(
  document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'),
);
const painted = Promise.all(largest.map((image) => image.decode().catch(() => undefined)));
const waited = new Promise((resolve) => setTimeout(resolve, maxWaitMs));
// After the frame that paints them.
void Promise.race([painted, waited]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
