/** Zar Rulet: European roulette; chips on the table, the server spins the wheel. */
(() => {
  const { t, money, api, setBalance, say, start, refresh, reducedMotion } = window.ZarGame;
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const colorOf = (n) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  const chipValues = [100, 500, 1000, 5000, 10000];
  let chipValue = chipValues[1];
  /** Chips on the table by spot key, e.g. `straight:17`, `red`, `dozen:2`. */
  const chips = new Map();

  const stage = document.getElementById('stage');
  const outside = [
    ['low', t('low')],
    ['even', t('even')],
    ['red', t('red')],
    ['black', t('black')],
    ['odd', t('odd')],
    ['high', t('high')],
  ];
  stage.innerHTML = `
    <div class="wheel" aria-hidden="true"><span class="wheel__ball" id="ball">0</span></div>
    <div class="table" id="table" role="group" aria-label="${t('placeChips')}">
      <button type="button" class="spot spot--green spot--zero" data-spot="straight:0">0</button>
      <div class="numbers">${Array.from({ length: 36 }, (_, i) => {
        const n = i + 1;
        return `<button type="button" class="spot spot--${colorOf(n)}" data-spot="straight:${n}" aria-label="${t('number', { n })}">${n}</button>`;
      }).join('')}</div>
      <div class="outside">
        ${[1, 2, 3].map((n) => `<button type="button" class="spot" data-spot="dozen:${n}">${t('dozen', { n })}</button>`).join('')}
        ${[1, 2, 3].map((n) => `<button type="button" class="spot" data-spot="column:${n}">${t('column', { n })}</button>`).join('')}
        ${outside.map(([spot, text]) => `<button type="button" class="spot spot--${spot}" data-spot="${spot}">${text}</button>`).join('')}
      </div>
    </div>
    <div class="controls">
      <div class="chips" role="radiogroup" aria-label="${t('chips')}">
        ${chipValues.map((value) => `<button type="button" class="chip" role="radio" data-chip="${value}">${money(value / 100)}</button>`).join('')}
      </div>
      <p>${t('totalBet')}: <output id="total">${money(0)}</output></p>
      <button type="button" id="clear">${t('clear')}</button>
      <button type="button" class="primary" id="spin" disabled>${t('spin')}</button>
    </div>`;

  const total = document.getElementById('total');
  const spinButton = document.getElementById('spin');
  function renderChips() {
    for (const button of stage.querySelectorAll('[data-spot]')) {
      const amount = chips.get(button.dataset.spot) ?? 0;
      button.dataset.chips = amount ? money(amount / 100) : '';
      button.setAttribute('aria-pressed', String(amount > 0));
    }
    for (const button of stage.querySelectorAll('[data-chip]')) {
      button.setAttribute('aria-checked', String(Number(button.dataset.chip) === chipValue));
    }
    const sum = [...chips.values()].reduce((a, b) => a + b, 0);
    total.textContent = money(sum / 100);
    spinButton.disabled = sum === 0;
  }
  stage.addEventListener('click', (event) => {
    const spot = event.target.closest('[data-spot]');
    const chip = event.target.closest('[data-chip]');
    if (spot)
      chips.set(
        spot.dataset.spot,
        Math.min(100000, (chips.get(spot.dataset.spot) ?? 0) + chipValue),
      );
    if (chip) chipValue = Number(chip.dataset.chip);
    if (spot || chip) renderChips();
  });
  document.getElementById('clear').addEventListener('click', () => {
    chips.clear();
    renderChips();
  });
  renderChips();

  function toBets() {
    return [...chips.entries()].map(([spot, amount]) => {
      const [kind, value] = spot.split(':');
      if (kind === 'straight') return { kind, number: Number(value), amount };
      if (kind === 'dozen' || kind === 'column') return { kind, index: Number(value), amount };
      return { kind, amount };
    });
  }

  const ball = document.getElementById('ball');
  function showPocket(n) {
    ball.textContent = String(n);
    ball.dataset.color = colorOf(n);
  }
  showPocket(0);

  let busy = false;
  spinButton.addEventListener('click', async () => {
    if (busy || chips.size === 0) return;
    busy = true;
    spinButton.disabled = true;
    const spinning = reducedMotion
      ? null
      : setInterval(() => showPocket(Math.floor(Math.random() * 37)), 60);
    say(t('spinning'));
    try {
      const [result] = await Promise.all([
        api('roulette/spin', { bets: toBets() }),
        new Promise((resolve) => setTimeout(resolve, reducedMotion ? 0 : 900)),
      ]);
      clearInterval(spinning);
      showPocket(result.outcome.pocket);
      setBalance(result.balance);
      const line = t('result', { n: result.outcome.pocket });
      say(
        result.win > 0
          ? `${line} · ${t('youWon', { amount: money(result.win) })}`
          : `${line} · ${t('noWin')}`,
        result.win > 0 ? 'win' : '',
      );
      await refresh();
    } catch (error) {
      say(error.message, 'error');
    } finally {
      clearInterval(spinning);
      busy = false;
      renderChips();
    }
  });
  start((outcome) => t('result', { n: outcome.pocket }));
})();
