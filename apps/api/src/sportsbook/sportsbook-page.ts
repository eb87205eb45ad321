import { frameMoney, type GameAssets } from '../demo-provider';
import { escapeHtml } from '../http';
import { stakeLimits } from './bet-slips';

type Language = 'tr' | 'en';

const pageTexts = {
  title: { tr: 'Zar Spor', en: 'Zar Sports' },
  sports: { tr: 'Spor', en: 'Sports' },
  live: { tr: 'Canlı', en: 'Live' },
  esports: { tr: 'E-Spor', en: 'E-sports' },
  football: { tr: 'Futbol', en: 'Football' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
  all: { tr: 'Tümü', en: 'All' },
  result: { tr: 'Maç Sonucu', en: 'Match result' },
  total: { tr: 'Alt/Üst {line}', en: 'Over/Under {line}' },
  handicap: { tr: 'Handikap {line}', en: 'Handicap {line}' },
  home: { tr: '1', en: '1' },
  draw: { tr: 'X', en: 'X' },
  away: { tr: '2', en: '2' },
  over: { tr: 'Üst', en: 'Over' },
  under: { tr: 'Alt', en: 'Under' },
  suspended: { tr: 'Askıda', en: 'Suspended' },
  slip: { tr: 'Kupon', en: 'Bet slip' },
  emptySlip: {
    tr: 'Kuponunuz boş. Oranlara dokunarak seçim ekleyin.',
    en: 'Your slip is empty. Tap odds to add selections.',
  },
  single: { tr: 'Tekli', en: 'Single' },
  accumulator: { tr: 'Kombine', en: 'Accumulator' },
  stake: { tr: 'Bahis tutarı (₺)', en: 'Stake (₺)' },
  totalOdds: { tr: 'Toplam oran', en: 'Total odds' },
  potential: { tr: 'Olası kazanç', en: 'Potential win' },
  place: { tr: 'Bahis Yap', en: 'Place bet' },
  remove: { tr: '{name} seçimini kaldır', en: 'Remove {name}' },
  placed: { tr: 'Bahsiniz alındı.', en: 'Your bet is placed.' },
  myBets: { tr: 'Bahislerim', en: 'My bets' },
  noBets: { tr: 'Henüz bahsiniz yok.', en: 'No bets yet.' },
  open: { tr: 'Açık', en: 'Open' },
  won: { tr: 'Kazandı', en: 'Won' },
  lost: { tr: 'Kaybetti', en: 'Lost' },
  noEvents: { tr: 'Şu anda bu bölümde maç yok.', en: 'No matches in this section right now.' },
  loginToBet: { tr: 'Bahis yapmak için giriş yapın.', en: 'Log in to place a bet.' },
  error: {
    tr: 'Bir sorun oluştu, lütfen tekrar deneyin.',
    en: 'Something went wrong, please try again.',
  },
  minute: { tr: "{minute}'", en: "{minute}'" },
  quarter: { tr: "{n}. Çeyrek · {minute}'", en: "Q{n} · {minute}'" },
  set: { tr: '{n}. Set', en: 'Set {n}' },
  map: { tr: '{n}. Harita', en: 'Map {n}' },
  marketClosed: { tr: 'Kapandı', en: 'Closed' },
  slipClosed: {
    tr: 'Bu market kapandı; seçimi kupondan çıkarın.',
    en: 'This market has closed; remove the pick from your slip.',
  },
  oddsChanged: {
    tr: 'Oranlar değişti. Yeni oranları kabul edin veya seçimi çıkarın.',
    en: 'The odds have changed. Accept the new odds or remove the pick.',
  },
  acceptOdds: { tr: 'Yeni oranları kabul et', en: 'Accept new odds' },
  oldOdds: { tr: 'eski oran {odds}', en: 'was {odds}' },
  openSlip: { tr: 'Kuponu aç', en: 'Open bet slip' },
  closeSlip: { tr: 'Kuponu kapat', en: 'Close bet slip' },
  betId: { tr: 'Kupon no', en: 'Slip id' },
  placedAt: { tr: 'Tarih', en: 'Placed' },
  stakeShort: { tr: 'Tutar', en: 'Stake' },
  win: { tr: 'Kazanç', en: 'Win' },
} satisfies Record<string, Record<Language, string>>;

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
  const t = Object.fromEntries(
    Object.entries(pageTexts).map(([key, text]) => [key, text[language]]),
  );
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
<link rel="stylesheet" href="${assets.url('sportsbook.css')}">
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
