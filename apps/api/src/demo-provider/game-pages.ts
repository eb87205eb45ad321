import { escapeHtml, type ServerKey, serverStrings, translate } from '../http';
import type { DemoEngine } from './demo-engines';
import type { DemoLaunch } from './demo-rounds';
import type { GameAssets } from './demo-routes';
import { paylines, slotBetsKurus } from './engines/slot';
import { frameMoney } from './frame-money';

type Language = 'tr' | 'en';
/**
 * What the pages say in `language`: `serverGames.page` of `@zar/locales/server`, as they are. The
 * page's script (games-client/common.js) fills their `{{name}}` placeholders itself.
 */
function dictionary(language: Language) {
  return serverStrings(language, 'serverGames').page;
}

/** JSON for a `<script type="application/json">`: nothing in it can close the element. */
function bootJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function shell({
  language,
  title,
  bodyClass,
  body,
  boot,
  scripts,
  assets,
}: {
  language: Language;
  title: string;
  bodyClass: string;
  body: string;
  boot?: unknown;
  scripts: string[];
  assets: GameAssets;
}): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assets.url('games.css')}">
</head>
<body class="${bodyClass}">
${body}
${boot === undefined ? '' : `<script type="application/json" id="boot">${bootJson(boot)}</script>`}
${scripts.map((name) => `<script src="${assets.url(name)}" defer></script>`).join('\n')}
</body>
</html>`;
}

/** The page of a launched game: the bar, the game's stage, fairness and history panels. */
export function gamePage(launch: DemoLaunch, assets: GameAssets): string {
  const language: Language = launch.language === 'en' ? 'en' : 'tr';
  const t = dictionary(language);
  const body = `<header class="bar">
  <button type="button" class="bar__lobby" id="lobby">${escapeHtml(t.lobby ?? '')}</button>
  <h1 class="bar__title">${escapeHtml(launch.game_name)} <span class="bar__studio">${escapeHtml(launch.studio)}</span></h1>
  <p class="bar__balance"><span>${escapeHtml(t.balance ?? '')}</span> <output id="balance" aria-live="polite">…</output></p>
</header>
<main class="stage" id="stage" data-engine="${launch.engine}"></main>
<p class="message" id="message" role="status" aria-live="polite"></p>
<div class="panels">
  <section class="panel" aria-labelledby="history-title">
    <h2 id="history-title">${escapeHtml(t.history ?? '')}</h2>
    <ol class="history" id="history"></ol>
  </section>
  <section class="panel" aria-labelledby="fair-title">
    <h2 id="fair-title">${escapeHtml(t.fairness ?? '')}</h2>
    <p class="note">${escapeHtml(t.fairNote ?? '')}</p>
    <dl class="fair">
      <dt>${escapeHtml(t.serverSeedHash ?? '')}</dt><dd><code id="seed-hash">…</code></dd>
      <dt>${escapeHtml(t.nonce ?? '')}</dt><dd><output id="nonce">…</output></dd>
    </dl>
    <form id="seed-form" class="seed-form">
      <label for="client-seed">${escapeHtml(t.clientSeed ?? '')}</label>
      <input id="client-seed" name="clientSeed" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" autocomplete="off" spellcheck="false">
      <button type="submit">${escapeHtml(t.rotate ?? '')}</button>
    </form>
    <p id="revealed" class="revealed" aria-live="polite"></p>
    <p><a id="verify-link" href="verify?lang=${language}&amp;game=${launch.engine}" target="_blank" rel="noopener">${escapeHtml(t.verifyPage ?? '')}</a></p>
  </section>
</div>`;
  return shell({
    language,
    title: `${launch.game_name} · ${launch.studio}`,
    bodyClass: `game game--${launch.engine}`,
    body,
    boot: {
      launch: launch.id,
      engine: launch.engine,
      language,
      texts: t,
      money: frameMoney(language),
      slotBets: slotBetsKurus,
      // The slot draws its winning lines from the engine's own table, never a copy of it.
      ...(launch.engine === 'slot' ? { paylines } : {}),
    },
    scripts: ['common.js', `${launch.engine}.js`],
    assets,
  });
}

/** The verify page: seeds in, the round's outcome and the seed's hash out. */
export function verifyPage({
  lang,
  game,
  serverSeed,
  clientSeed,
  nonce,
  result,
  assets,
}: {
  lang: Language;
  game: DemoEngine;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  result: { serverSeedHash: string; outcome: Record<string, unknown> } | null;
  assets: GameAssets;
}): string {
  const t = dictionary(lang);
  const option = (value: string, label: string) =>
    `<option value="${value}"${value === game ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const outcome = result
    ? 'slot' in result.outcome
      ? `${t.stops}: ${(result.outcome.slot as number[]).join(', ')}`
      : 'pocket' in result.outcome
        ? `${t.pocket}: ${result.outcome.pocket}`
        : `${t.crashPoint}: ${result.outcome.crashPoint}×`
    : '';
  const body = `<main class="verify">
  <h1>${escapeHtml(t.verifyPage ?? '')}</h1>
  <p class="note">${escapeHtml(t.fairNote ?? '')}</p>
  <form method="get" action="verify" class="verify__form">
    <input type="hidden" name="lang" value="${lang}">
    <label for="game">${escapeHtml(t.game ?? '')}</label>
    <select id="game" name="game">${option('slot', 'Slot')}${option('roulette', 'Rulet / Roulette')}${option('crash', 'Crash')}</select>
    <label for="server-seed">${escapeHtml(t.revealed ?? '')}</label>
    <input id="server-seed" name="serverSeed" required maxlength="128" value="${escapeHtml(serverSeed ?? '')}" autocomplete="off" spellcheck="false">
    <label for="client-seed">${escapeHtml(t.clientSeed ?? '')}</label>
    <input id="client-seed" name="clientSeed" required maxlength="64" value="${escapeHtml(clientSeed ?? '')}" autocomplete="off" spellcheck="false">
    <label for="nonce">${escapeHtml(t.nonce ?? '')}</label>
    <input id="nonce" name="nonce" type="number" min="0" required value="${nonce ?? ''}">
    <button type="submit">${escapeHtml(t.verify ?? '')}</button>
  </form>
  ${
    result
      ? `<section class="verify__result" aria-labelledby="result-title">
    <h2 id="result-title">${escapeHtml(t.outcome ?? '')}</h2>
    <p id="verify-outcome">${escapeHtml(outcome)}</p>
    <p>${escapeHtml(t.serverSeedHash ?? '')}: <code id="verify-hash">${result.serverSeedHash}</code></p>
  </section>`
      : ''
  }
</main>`;
  return shell({
    language: lang,
    title: t.verifyPage ?? '',
    bodyClass: 'game game--verify',
    body,
    scripts: [],
    assets,
  });
}

/** The page of an unknown or stale launch: the launch has no language, so both, Turkish first. */
export function notFoundPage(text: ServerKey): string {
  const tr = dictionary('tr').notFound;
  const en = dictionary('en').notFound;
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(tr)}</title></head><body style="font-family:system-ui,sans-serif;background:#0b1220;color:#f1f5f9;display:grid;place-items:center;min-height:100vh;margin:0"><main><h1>${escapeHtml(tr)} / ${escapeHtml(en)}</h1><p>${escapeHtml(translate('tr', text))}</p><p lang="en">${escapeHtml(translate('en', text))}</p></main></body></html>`;
}
