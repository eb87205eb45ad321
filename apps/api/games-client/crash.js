/** Zar Roket: the multiplier climbs until it crashes; cash out before it does. The server keeps time. */
(() => {
  const { t, money, api, setBalance, say, start, refresh, reducedMotion } = window.ZarGame;
  const growth = Math.log(2) / 6;
  const multiplierAt = (ms) => Math.floor(100 * Math.exp((growth * Math.max(0, ms)) / 1000)) / 100;
  const stage = document.getElementById('stage');
  stage.innerHTML = `
    <div class="sky">
      <canvas id="sky" width="800" height="360" aria-hidden="true"></canvas>
      <output class="multiplier" id="multiplier" aria-live="off">1.00×</output>
    </div>
    <ol class="crash-points" id="points" aria-label="${t('lastRounds')}"></ol>
    <form class="controls" id="crash-form">
      <label>${t('bet')} (₺) <input id="stake" type="number" min="1" max="1000" step="1" value="10" required></label>
      <label>${t('autoCashOut')} <input id="auto" type="number" min="1.01" max="1000" step="0.01" placeholder="2.00"></label>
      <button type="submit" class="primary" id="action">${t('placeBet')}</button>
    </form>`;
  const canvas = document.getElementById('sky');
  const context = canvas.getContext('2d');
  const output = document.getElementById('multiplier');
  const action = document.getElementById('action');
  const stake = document.getElementById('stake');
  const auto = document.getElementById('auto');
  let round = null;
  let startedAt = 0;
  let frame = 0;
  let poll = 0;

  function draw(multiplier, crashed) {
    const { width, height } = canvas;
    context.clearRect(0, 0, width, height);
    context.strokeStyle = 'rgba(148,163,184,.25)';
    for (let y = 40; y < height; y += 80) {
      context.beginPath();
      context.moveTo(0, y);
      context.lineTo(width, y);
      context.stroke();
    }
    if (reducedMotion) return;
    const seconds = Math.log(Math.max(1, multiplier)) / growth;
    const span = Math.max(8, seconds * 1.15);
    const top = Math.max(2, multiplier * 1.2);
    context.beginPath();
    context.lineWidth = 5;
    context.strokeStyle = crashed ? '#f43f5e' : '#f5b700';
    for (let s = 0; s <= seconds; s += span / 120) {
      const x = (s / span) * width;
      const y = height - ((Math.exp(growth * s) - 1) / (top - 1)) * (height - 30);
      if (s === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.stroke();
  }

  function tick() {
    if (!round) return;
    const multiplier = multiplierAt(performance.now() - startedAt);
    output.textContent = `${multiplier.toFixed(2)}×`;
    action.textContent = t('cashOut', {
      amount: money(Math.floor(round.stake * multiplier * 100) / 100),
    });
    draw(multiplier, false);
    frame = requestAnimationFrame(tick);
  }

  function running(state) {
    round = state;
    startedAt = performance.now() - state.elapsedMs;
    output.dataset.state = 'running';
    stake.disabled = true;
    auto.disabled = true;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(tick);
    clearInterval(poll);
    poll = setInterval(checkState, 400);
  }

  /** The round is over; `state` carries its result unless another page started a newer one. */
  async function finished(state) {
    round = null;
    cancelAnimationFrame(frame);
    clearInterval(poll);
    action.textContent = t('placeBet');
    action.disabled = false;
    stake.disabled = false;
    auto.disabled = false;
    if (!state?.result) {
      output.dataset.state = '';
      say('');
      const history = await refresh().catch(() => null);
      if (history) renderPoints(history.history);
      return;
    }
    const { crashPoint, cashedOutAt, win } = state.result;
    output.textContent = `${crashPoint.toFixed(2)}×`;
    output.dataset.state = cashedOutAt ? 'won' : 'crashed';
    draw(crashPoint, !cashedOutAt);
    say(
      cashedOutAt
        ? t('cashedOut', { n: cashedOutAt.toFixed(2), amount: money(win) })
        : t('crashed', { n: crashPoint.toFixed(2) }),
      cashedOutAt ? 'win' : 'loss',
    );
    if (typeof state.balance === 'number') setBalance(state.balance);
    const history = await refresh().catch(() => null);
    if (history) renderPoints(history.history);
  }

  // The server settles the round when it crashes or reaches the auto cash-out, whether or not
  // this page asks; crash/state then answers the round's result.
  async function checkState() {
    const current = round;
    if (!current) return;
    try {
      const state = await api('crash/state');
      if (round !== current) return; // a cash-out or an earlier poll ended it meanwhile
      if (state?.round === current.round) {
        if (!state.running) await finished(state);
      } else {
        await finished(null);
      }
    } catch (error) {
      say(error.message, 'error');
    }
  }

  function renderPoints(rows) {
    document.getElementById('points').replaceChildren(
      ...rows.slice(0, 10).map((row) => {
        const item = document.createElement('li');
        item.textContent = `${row.outcome.crashPoint.toFixed(2)}×`;
        item.dataset.high = String(row.outcome.crashPoint >= 2);
        return item;
      }),
    );
  }

  document.getElementById('crash-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    action.disabled = true;
    try {
      if (round) {
        const state = await api('crash/cashout', { round: round.round });
        if (!state.running) await finished(state);
      } else {
        const autoValue = auto.value ? Number(auto.value) : undefined;
        const state = await api('crash/start', {
          bet: Math.round(Number(stake.value) * 100),
          autoCashOut: autoValue,
        });
        setBalance(state.balance);
        say('');
        running(state);
      }
    } catch (error) {
      say(error.message, 'error');
    } finally {
      action.disabled = false;
    }
  });

  draw(1, false);
  start(
    (outcome) =>
      `${outcome.crashPoint.toFixed(2)}×${outcome.cashedOutAt ? ` → ${outcome.cashedOutAt.toFixed(2)}×` : ''}`,
    (state) => {
      renderPoints(state.history);
      if (state.crash?.running) running(state.crash);
    },
  );
})();
