// The script a server-rendered page loads instead of the site's entry (apps/api server-render.ts
// puts it in): the first screen's largest images are painted first, then the site's modules are
// fetched and hydrate the page. On a slow line the first bytes go to what the visitor sees, not to
// 145 KB of script that changes nothing on screen (issue #10: LCP). The visitor's first pointer,
// key or click starts it at once instead: the page's inline early-tap script (`earlyTapScript`,
// @zar/api-client) hears it and holds a button's click, which the site replays once it has taken
// the page over; links work before hydration by themselves (issue 26: no dead clicks). Imports
// nothing, so it is one small file.

/** How long the largest images may hold the scripts back (a slow or broken image). */
const maxWaitMs = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
const preloads = script?.dataset.preload?.split(' ').filter(Boolean) ?? [];

let started = false;

function start() {
  if (started) return;
  started = true;
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
// The early-tap script's window property (`earlyTapGlobal`): a tap came already, or it calls `go`.
const early = (window as { zarEarlyTap?: { tapped?: boolean; go?: () => void } }).zarEarlyTap;
if (early?.tapped) start();
else if (early) early.go = start;
// After the frame that paints them.
void Promise.race([painted, waited]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
