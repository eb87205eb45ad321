import type { ResponseOf } from './endpoint';
import type { EndpointName, Endpoints } from './endpoints';

/**
 * The data block the API writes into the index.html it serves (`<script type="application/json"
 * id="zar-first-screen">`): the API answers the page's first screen needs at once, which the site
 * puts in its query cache before its first render instead of fetching them.
 */
export const firstScreenElementId = 'zar-first-screen';

/** The cookie the site keeps the player's language in, so the served page is in that language. */
export const languageCookie = 'zar.language';

/**
 * The cookie the site sets while a player is logged in (value `1`, never the token): the API then
 * serves the splash instead of rendering a visitor's first screen the player's page would replace.
 */
export const playerCookie = 'zar.player';

/**
 * The cookie that mirrors the top notification's read marker (localStorage `topNotifyRead`), so
 * the first screen the API renders leaves the bar out for a browser that closed it.
 */
export const topNotifyReadCookie = 'zar.topNotifyRead';

/**
 * The attribute the API sets on index.html's `#root` when it holds the server's render of the
 * first screen (`data-rendered="server"`); the site then hydrates it instead of replacing it.
 */
export const serverRenderedAttribute = 'data-rendered';

/**
 * The window property through which the early-tap script (below) hands the site what happened
 * before it started: `tapped` (a pointer, key or click came), `go` (the loader's start, called on
 * the first one), `click` (the button whose click waits to be replayed) and `stop()`.
 */
export const earlyTapGlobal = 'zarEarlyTap';

/**
 * The inline script the API puts in a server-rendered page's `<head>` (allowed by its hash in the
 * Content-Security-Policy), so no tap before the site has started is lost (issue 26): the first
 * pointer, key or click starts the site at once, and the first click on a button (not on a link,
 * which the browser follows by itself) is held (its default, a form's native submit, prevented)
 * for the site to replay once it has taken the page over. Enter and Space on a button reach it as
 * that button's click.
 */
export const earlyTapScript =
  `(()=>{const d=document,t=["pointerdown","keydown","click"],q=window.${earlyTapGlobal}=` +
  '{stop:()=>t.forEach((n)=>d.removeEventListener(n,h,true))};' +
  'function h(e){if(!q.tapped){q.tapped=true;q.go?.()}' +
  'if(e.type!=="click"||q.click)return;' +
  'const b=e.target.closest?.("a[href],button,[role=button],input[type=submit],input[type=button]");' +
  'if(b&&!b.hasAttribute("href")){e.preventDefault();q.click=b}}' +
  't.forEach((n)=>d.addEventListener(n,h,true))})();';

/**
 * One answer of the player API as the site's query cache holds it: the call that fetched it, the
 * query's key (made by the site's own query factory, so the site finds it where it looks) and the
 * envelope's data.
 */
export type FirstScreenEntry = {
  [K in EndpointName]: {
    call: K;
    queryKey: readonly unknown[];
    data: ResponseOf<Endpoints[K]>['data'];
  };
}[EndpointName];

/** What a served page carries, in the language (`tr`, `en`) it was made for. */
export interface FirstScreenData {
  locale: string;
  entries: FirstScreenEntry[];
}
