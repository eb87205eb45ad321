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
