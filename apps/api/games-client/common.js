/**
 * What every demo game page shares: the boot data, texts, money formatting, the provider API
 * (JSON as text/plain, so the sandboxed frame needs no CORS preflight), the balance, messages to
 * the page that holds the frame, the history list and the provably-fair panel.
 */
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  // Money as the site writes it (`frameMoney` on the server: the site's own formatter options).
  const currency = new Intl.NumberFormat(boot.money.locale, boot.money.options);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  /** A text of the page, `{{name}}` placeholders filled in. */
  function t(key, params = {}) {
    return (boot.texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name) =>
      String(params[name] ?? ''),
    );
  }

  const money = (lira) => currency.format(lira);

  /** Asks the holder of the frame to close the game (`exit`) or relaunch it (`reloadGame`). */
  function tellParent(command) {
    if (window.parent !== window) window.parent.postMessage({ command }, '*');
  }

  // The holder of the frame may pause the game (a reality check is on screen): no new bets until
  // it resumes; reading the state and cashing out a running bet still work.
  let paused = false;
  // Only the page holding the frame, and only from the site that serves the game (the frame's own
  // origin is opaque, its address's is the site's).
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || window.parent === window) return;
    if (event.origin !== window.location.origin) return;
    const command = event.data?.command;
    if (command !== 'pause' && command !== 'resume') return;
    paused = command === 'pause';
    document.body.toggleAttribute('data-paused', paused);
    document.getElementById('stage')?.toggleAttribute('inert', paused);
    say(paused ? t('paused') : '', paused ? 'error' : '');
  });
  const allowedWhilePaused = (path) => path.endsWith('state') || path.endsWith('cashout');

  /** Calls the provider; a refusal throws with the server's message (and asks for a reload when the session ended). */
  async function api(path, body = {}) {
    if (paused && !allowedWhilePaused(path)) throw new Error(t('paused'));
    let json;
    try {
      const response = await fetch(`api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ launch: boot.launch, ...body }),
      });
      json = await response.json();
    } catch {
      json = { success: false, message: t('error') };
    }
    if (!json.success) {
      if (json.reload) tellParent('reloadGame');
      if (typeof json.balance === 'number') setBalance(json.balance);
      throw new Error(json.message || t('error'));
    }
    return json.data;
  }

  const balanceOutput = document.getElementById('balance');
  function setBalance(lira) {
    balanceOutput.textContent = money(lira);
  }

  const message = document.getElementById('message');
  /** Shows (and announces) a line under the stage; `tone` is win, loss or error. */
  function say(text, tone = '') {
    message.textContent = text;
    message.dataset.tone = tone;
  }

  const historyList = document.getElementById('history');
  /** The recent rounds, newest first, each described by the game. */
  function renderHistory(rows, describe) {
    historyList.replaceChildren(
      ...rows.map((row) => {
        const item = document.createElement('li');
        item.className = row.win > 0 ? 'history__row history__row--win' : 'history__row';
        const what = document.createElement('span');
        what.textContent = `#${row.nonce} · ${describe(row.outcome)}`;
        const amount = document.createElement('span');
        amount.textContent = row.win > 0 ? `+${money(row.win)}` : `−${money(row.stake)}`;
        item.append(what, amount);
        if (row.revealPending) {
          // Rotated while a round on the same seeds still runs: shown once that round ends.
          const pending = document.createElement('span');
          pending.className = 'history__pending';
          pending.textContent = t('revealAfterRound');
          item.append(pending);
        }
        if (row.serverSeed) {
          const link = document.createElement('a');
          link.href = `verify?lang=${boot.language}&game=${boot.engine}&serverSeed=${row.serverSeed}&clientSeed=${encodeURIComponent(row.clientSeed)}&nonce=${row.nonce}`;
          link.target = '_blank';
          link.rel = 'noopener';
          link.textContent = t('verify');
          item.append(link);
        }
        return item;
      }),
    );
  }

  const seedHash = document.getElementById('seed-hash');
  const nonce = document.getElementById('nonce');
  const clientSeed = document.getElementById('client-seed');
  function renderSeeds(seeds) {
    seedHash.textContent = seeds.serverSeedHash;
    nonce.textContent = String(seeds.nonce);
    if (document.activeElement !== clientSeed) clientSeed.value = seeds.clientSeed;
  }

  let describeRound = (outcome) => JSON.stringify(outcome);

  // The hash of a rotated pair whose seed waits for a running round; shown when history has it.
  let pendingHash = null;
  const revealed = document.getElementById('revealed');
  function showRevealed(seeds) {
    revealed.textContent = `${t('revealed')}: ${seeds.serverSeed} (${t('nonce')} 0–${Math.max(0, seeds.nonce - 1)})`;
  }
  function revealWhenReady(rows) {
    const row = pendingHash && rows.find((item) => item.serverSeedHash === pendingHash);
    if (!row?.serverSeed) return;
    pendingHash = null;
    revealed.textContent = `${t('revealed')}: ${row.serverSeed}`;
  }

  document.getElementById('seed-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const rotated = await api('seeds/rotate', {
        clientSeed: clientSeed.value.trim() || undefined,
      });
      renderSeeds(rotated.next);
      renderHistory(rotated.history, describeRound);
      if (rotated.revealed.serverSeed) {
        pendingHash = null;
        showRevealed(rotated.revealed);
      } else {
        // A round on the old seeds still runs: the new seeds take the next round, and the old
        // server seed comes once that round is over (never while it can still be played).
        pendingHash = rotated.revealed.serverSeedHash;
        revealed.textContent = t('revealPending', { hash: rotated.revealed.serverSeedHash });
      }
    } catch (error) {
      say(error.message, 'error');
    }
  });

  document.getElementById('lobby').addEventListener('click', () => tellParent('exit'));

  /** Loads the balance, seeds and history, then hands the state to the game. */
  async function start(describe, onState) {
    describeRound = describe;
    try {
      const state = await api('state');
      setBalance(state.balance);
      renderSeeds(state.seeds);
      renderHistory(state.history, describe);
      onState?.(state);
    } catch (error) {
      say(error.message, 'error');
    }
  }

  /** After a round: balance, seeds (next nonce) and history again. */
  async function refresh() {
    const state = await api('state');
    setBalance(state.balance);
    renderSeeds(state.seeds);
    renderHistory(state.history, describeRound);
    revealWhenReady(state.history);
    return state;
  }

  window.ZarGame = { boot, t, money, api, setBalance, say, start, refresh, reducedMotion };
})();
