import { frameMoney, type GameAssets } from '../demo-provider';
import { escapeHtml, serverStrings } from '../http';
import { stakeLimits } from './bet-slips';

type Language = 'tr' | 'en';

/**
 * The book's styles, in the page: a frame may lay out and paint its document before a linked
 * stylesheet arrives (Lighthouse on /spor saw the unstyled book, then the styled one: a layout
 * shift of 0.5 in one run of eight, issue 26 point 5). 7 KB, sent with a page that is never cached.
 */
function bookStyles(assets: GameAssets): string {
  const css = assets.get('sportsbook.css')?.body.toString('utf8') ?? '';
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The demo sportsbook's page, as a separate provider's would be: the section's matches with their
 * markets, the bet slip and the player's bets. The site frames it and passes the player's token
 * in the address fragment (never sent to a server); without one it is in visitor mode and asks the
 * site for its login dialog.
 */
export function sportsbookPage({
  section,
  language,
  assets,
}: {
  section: 'sports' | 'live' | 'esports';
  language: Language;
  assets: GameAssets;
}): string {
  // `serverSportsbook.page` of @zar/locales/server, as they are: sportsbook.js fills their
  // `{{name}}` placeholders itself.
  const t = serverStrings(language, 'serverSportsbook').page;
  const boot = JSON.stringify({
    section,
    language,
    texts: t,
    limits: stakeLimits,
    money: frameMoney(language),
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title ?? '')}</title>
<style>${bookStyles(assets)}</style>
</head>
<body class="book">
<main class="book__events">
  <h1 class="book__title">${escapeHtml(t[section] ?? '')}</h1>
  <div class="book__filters" role="group" aria-label="${escapeHtml(t[section] ?? '')}" id="filters"></div>
  <div id="events" aria-live="polite"></div>
</main>
<button type="button" id="slip-toggle" class="slip-fab" aria-controls="slip-panel" aria-expanded="false">
  <span>${escapeHtml(t.slip ?? '')}</span> <span id="slip-fab-count" class="book__count">0</span>
  <span class="visually-hidden">${escapeHtml(t.openSlip ?? '')}</span>
</button>
<div id="slip-backdrop" class="slip-backdrop" hidden></div>
<aside id="slip-panel" class="book__slip" aria-labelledby="slip-title">
  <div class="slip__head">
    <h2 id="slip-title">${escapeHtml(t.slip ?? '')} <span id="slip-count" class="book__count">0</span></h2>
    <button type="button" id="slip-close" class="slip__close" aria-label="${escapeHtml(t.closeSlip ?? '')}">×</button>
  </div>
  <ol id="slip" class="slip"></ol>
  <form id="slip-form" class="slip__form">
    <label for="stake">${escapeHtml(t.stake ?? '')}</label>
    <input id="stake" name="stake" type="number" inputmode="decimal" min="1" step="1" value="10" required>
    <p>${escapeHtml(t.totalOdds ?? '')}: <output id="total-odds">–</output></p>
    <p>${escapeHtml(t.potential ?? '')}: <output id="potential">–</output></p>
    <p id="slip-change" class="slip__change" hidden></p>
    <button type="button" class="primary" id="accept-odds" hidden>${escapeHtml(t.acceptOdds ?? '')}</button>
    <button type="submit" class="primary" id="place" disabled>${escapeHtml(t.place ?? '')}</button>
    <p id="slip-message" class="slip__message" role="status"></p>
  </form>
  <h2>${escapeHtml(t.myBets ?? '')}</h2>
  <ol id="bets" class="bets"></ol>
</aside>
<script type="application/json" id="boot">${boot}</script>
<script src="${assets.url('slip-math.js')}" defer></script>
<script src="${assets.url('sportsbook.js')}" defer></script>
</body>
</html>`;
}
