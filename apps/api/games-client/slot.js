/** Zar Meyveleri: five reels, ten lines; the server decides every stop. */
(() => {
  const { boot, t, money, api, setBalance, say, start, refresh, reducedMotion } = window.ZarGame;
  const symbols = {
    cherry: { glyph: '♥', tr: 'Kiraz', en: 'Cherry' },
    lemon: { glyph: '◆', tr: 'Limon', en: 'Lemon' },
    orange: { glyph: '●', tr: 'Portakal', en: 'Orange' },
    plum: { glyph: '♣', tr: 'Erik', en: 'Plum' },
    bell: { glyph: '♠', tr: 'Çan', en: 'Bell' },
    bar: { glyph: 'BAR', tr: 'Bar', en: 'Bar' },
    seven: { glyph: '7', tr: 'Yedi', en: 'Seven' },
    wild: { glyph: '★', tr: 'Joker', en: 'Wild' },
  };
  const names = Object.keys(symbols);
  const stage = document.getElementById('stage');
  stage.innerHTML = `
    <div class="reels" id="reels" role="img" aria-live="off"></div>
    <div class="controls">
      <div class="stepper" role="group" aria-labelledby="bet-label">
        <span id="bet-label" class="stepper__label">${t('bet')}</span>
        <button type="button" id="bet-down" aria-label="−">−</button>
        <output id="bet" aria-live="polite"></output>
        <button type="button" id="bet-up" aria-label="+">+</button>
      </div>
      <button type="button" class="primary" id="spin">${t('spin')}</button>
      <p class="last-win">${t('lastWin')}: <output id="last-win">${money(0)}</output></p>
    </div>`;
  const reels = document.getElementById('reels');
  const cells = [];
  for (let reel = 0; reel < 5; reel += 1) {
    const column = document.createElement('div');
    column.className = 'reel';
    for (let row = 0; row < 3; row += 1) {
      const cell = document.createElement('span');
      cell.className = 'symbol';
      column.append(cell);
      cells.push(cell);
    }
    reels.append(column);
  }
  const label = (name) => symbols[name][boot.language] ?? name;
  function show(window, winning = new Set()) {
    window.forEach((column, reel) => {
      column.forEach((name, row) => {
        const cell = cells[reel * 3 + row];
        cell.textContent = symbols[name].glyph;
        cell.dataset.symbol = name;
        cell.classList.toggle('symbol--win', winning.has(`${reel}:${row}`));
      });
    });
    reels.setAttribute(
      'aria-label',
      window.map((column) => column.map(label).join(', ')).join(' | '),
    );
  }
  show(
    [0, 1, 2, 3, 4].map((reel) => [0, 1, 2].map((row) => names[(reel + row * 3) % names.length])),
  );

  const bets = boot.slotBets;
  let betIndex = 1;
  const betOutput = document.getElementById('bet');
  const renderBet = () => {
    betOutput.textContent = money(bets[betIndex] / 100);
    document.getElementById('bet-down').disabled = betIndex === 0;
    document.getElementById('bet-up').disabled = betIndex === bets.length - 1;
  };
  document.getElementById('bet-down').addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    renderBet();
  });
  document.getElementById('bet-up').addEventListener('click', () => {
    betIndex = Math.min(bets.length - 1, betIndex + 1);
    renderBet();
  });
  renderBet();

  /** The ten paylines, as the engine has them (the page's boot data). */
  const lines = boot.paylines;
  const spinButton = document.getElementById('spin');
  let busy = false;
  async function spin() {
    if (busy) return;
    busy = true;
    spinButton.disabled = true;
    say(t('spinning'));
    const blur = reducedMotion
      ? null
      : setInterval(() => {
          for (const cell of cells) {
            const name = names[Math.floor(Math.random() * names.length)];
            cell.textContent = symbols[name].glyph;
            cell.dataset.symbol = name;
            cell.classList.remove('symbol--win');
          }
        }, 70);
    reels.classList.add('reels--spinning');
    try {
      const [result] = await Promise.all([
        api('slot/spin', { bet: bets[betIndex] }),
        new Promise((resolve) => setTimeout(resolve, reducedMotion ? 0 : 700)),
      ]);
      const winning = new Set();
      for (const win of result.outcome.wins) {
        lines[win.line].slice(0, win.count).forEach((row, reel) => {
          winning.add(`${reel}:${row}`);
        });
      }
      clearInterval(blur);
      show(result.outcome.window, winning);
      setBalance(result.balance);
      document.getElementById('last-win').textContent = money(result.win);
      say(
        result.win > 0 ? t('youWon', { amount: money(result.win) }) : t('noWin'),
        result.win > 0 ? 'win' : '',
      );
      await refresh();
    } catch (error) {
      say(error.message, 'error');
    } finally {
      clearInterval(blur);
      reels.classList.remove('reels--spinning');
      busy = false;
      spinButton.disabled = false;
    }
  }
  spinButton.addEventListener('click', spin);
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && event.target === document.body) {
      event.preventDefault();
      spin();
    }
  });
  start((outcome) => (outcome.winKurus > 0 ? t('win') : t('noWin')));
})();
