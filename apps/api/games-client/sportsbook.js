/**
 * The demo sportsbook's page: the section's matches with live clocks, scores and odds, a bet slip
 * (singles and accumulators) and the player's bets. The player's token comes in the address
 * fragment; without it the page asks the site that frames it for its login dialog.
 */
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  const locale = boot.language === 'en' ? 'en-GB' : 'tr-TR';
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY' });
  const time = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const t = (key, params = {}) =>
    (boot.texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ''));
  const tell = (command) => {
    if (window.parent !== window) window.parent.postMessage({ command }, '*');
  };

  /** The slip: selections by match id. */
  const slip = new Map();
  let events = [];
  let sport = 'all';

  async function api(path, body) {
    const response = await fetch(`api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ lang: boot.language, ...body }),
    });
    const json = await response.json().catch(() => ({ success: false, message: t('error') }));
    if (!json.success) {
      if (json.login) tell('login');
      const error = new Error(json.message || t('error'));
      error.details = json;
      throw error;
    }
    return json.data;
  }

  const filters = document.getElementById('filters');
  if (boot.section !== 'esports') {
    filters.replaceChildren(
      ...['all', 'football', 'basketball', 'tennis'].map((id) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = t(id);
        button.dataset.sport = id;
        button.setAttribute('aria-pressed', String(id === sport));
        button.addEventListener('click', () => {
          sport = id;
          for (const other of filters.children)
            other.setAttribute('aria-pressed', String(other === button));
          renderEvents();
        });
        return button;
      }),
    );
  }

  function marketTitle(market) {
    if (market.kind === 'result') return t('result');
    return t(market.kind, { line: market.line > 0 ? `+${market.line}` : market.line });
  }

  function eventRow(event) {
    const row = document.createElement('article');
    row.className = 'event';
    row.dataset.id = event.id;
    const live = event.state.status === 'live';
    const head = document.createElement('header');
    head.className = 'event__head';
    head.innerHTML = '<span class="event__league"></span><span class="event__time"></span>';
    head.querySelector('.event__league').textContent =
      `${event.game ? `${event.game} · ` : ''}${event.league}`;
    head.querySelector('.event__time').textContent = live
      ? `${t('minute', { minute: event.state.minute })} · ${event.state.home} - ${event.state.away}`
      : time.format(new Date(event.kickoff));
    if (live) head.querySelector('.event__time').classList.add('event__time--live');
    const teams = document.createElement('h2');
    teams.className = 'event__teams';
    teams.textContent = `${event.home} – ${event.away}`;
    const markets = document.createElement('div');
    markets.className = 'event__markets';
    for (const market of event.markets) {
      const group = document.createElement('div');
      group.className = 'market';
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', `${event.home} – ${event.away}: ${marketTitle(market)}`);
      const title = document.createElement('span');
      title.className = 'market__title';
      title.textContent = marketTitle(market);
      group.append(title);
      for (const selection of market.selections) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'odds';
        const chosen = slip.get(event.id);
        const active = chosen && chosen.market === market.kind && chosen.pick === selection.pick;
        button.setAttribute('aria-pressed', String(Boolean(active)));
        button.disabled = event.suspended;
        button.innerHTML = '<span class="odds__pick"></span><span class="odds__price"></span>';
        button.querySelector('.odds__pick').textContent = t(selection.pick);
        button.querySelector('.odds__price').textContent = event.suspended
          ? t('suspended')
          : selection.odds.toFixed(2);
        button.setAttribute(
          'aria-label',
          `${event.home} – ${event.away}, ${marketTitle(market)}: ${t(selection.pick)} ${selection.odds.toFixed(2)}`,
        );
        button.addEventListener('click', () => toggle(event, market, selection));
        group.append(button);
      }
      markets.append(group);
    }
    row.append(head, teams, markets);
    return row;
  }

  function renderEvents() {
    const list = events.filter((event) => sport === 'all' || event.sport === sport);
    const container = document.getElementById('events');
    if (list.length === 0) {
      const empty = document.createElement('p');
      empty.className = 'book__empty';
      empty.textContent = t('noEvents');
      container.replaceChildren(empty);
      return;
    }
    container.replaceChildren(...list.map(eventRow));
  }

  function toggle(event, market, selection) {
    if (!token) {
      say(t('loginToBet'), 'error');
      tell('login');
      return;
    }
    const chosen = slip.get(event.id);
    if (chosen && chosen.market === market.kind && chosen.pick === selection.pick)
      slip.delete(event.id);
    else {
      slip.set(event.id, {
        matchId: event.id,
        market: market.kind,
        pick: selection.pick,
        odds: selection.odds,
        name: `${event.home} – ${event.away}: ${marketTitle(market)} ${t(selection.pick)}`,
      });
    }
    renderSlip();
    renderEvents();
  }

  const slipList = document.getElementById('slip');
  const stake = document.getElementById('stake');
  const placeButton = document.getElementById('place');
  function renderSlip() {
    document.getElementById('slip-count').textContent = String(slip.size);
    if (slip.size === 0) {
      const empty = document.createElement('li');
      empty.className = 'slip__empty';
      empty.textContent = t('emptySlip');
      slipList.replaceChildren(empty);
    } else {
      slipList.replaceChildren(
        ...[...slip.values()].map((selection) => {
          const item = document.createElement('li');
          item.className = 'slip__item';
          const name = document.createElement('span');
          name.textContent = selection.name;
          const odds = document.createElement('strong');
          odds.textContent = selection.odds.toFixed(2);
          const remove = document.createElement('button');
          remove.type = 'button';
          remove.className = 'slip__remove';
          remove.textContent = '×';
          remove.setAttribute('aria-label', t('remove', { name: selection.name }));
          remove.addEventListener('click', () => {
            slip.delete(selection.matchId);
            renderSlip();
            renderEvents();
          });
          item.append(name, odds, remove);
          return item;
        }),
      );
    }
    const total = [...slip.values()].reduce((product, selection) => product * selection.odds, 1);
    const amount = Number(stake.value) || 0;
    document.getElementById('total-odds').textContent = slip.size ? total.toFixed(2) : '–';
    document.getElementById('potential').textContent = slip.size
      ? currency.format(Math.floor(amount * total * 100) / 100)
      : '–';
    placeButton.disabled = slip.size === 0 || amount <= 0;
  }
  stake.addEventListener('input', renderSlip);

  const message = document.getElementById('slip-message');
  function say(text, tone = '') {
    message.textContent = text;
    message.dataset.tone = tone;
  }

  document.getElementById('slip-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!token) {
      tell('login');
      return;
    }
    placeButton.disabled = true;
    try {
      await api('place', {
        token,
        betId: crypto.randomUUID(),
        stake: Math.round(Number(stake.value) * 100),
        selections: [...slip.values()].map(({ name: _name, ...selection }) => selection),
      });
      slip.clear();
      say(t('placed'), 'win');
      tell('balance');
      await Promise.all([loadEvents(), loadBets()]);
    } catch (error) {
      const details = error.details ?? {};
      if (typeof details.odds === 'number' && slip.has(details.matchId)) {
        slip.get(details.matchId).odds = details.odds;
      }
      say(error.message, 'error');
    } finally {
      renderSlip();
      renderEvents();
    }
  });

  async function loadEvents() {
    try {
      events = (await api('events', { section: boot.section })).events;
      renderEvents();
    } catch (error) {
      say(error.message, 'error');
    }
  }

  async function loadBets() {
    if (!token) return;
    try {
      const bets = await api('bets', { token });
      const list = document.getElementById('bets');
      if (bets.length === 0) {
        const empty = document.createElement('li');
        empty.textContent = t('noBets');
        list.replaceChildren(empty);
        return;
      }
      list.replaceChildren(
        ...bets.map((bet) => {
          const item = document.createElement('li');
          item.className = `bets__item bets__item--${bet.status}`;
          const what = document.createElement('span');
          what.textContent = `${t(bet.kind)} · ${bet.selections.map((s) => `${s.home} – ${s.away}`).join(', ')}`;
          const money = document.createElement('span');
          money.textContent = `${currency.format(bet.stake)} × ${bet.odds.toFixed(2)} · ${t(bet.status)}${bet.status === 'won' ? ` ${currency.format(bet.win)}` : ''}`;
          item.append(what, money);
          return item;
        }),
      );
    } catch (error) {
      say(error.message, 'error');
    }
  }

  renderSlip();
  loadEvents();
  loadBets();
  setInterval(loadEvents, boot.section === 'live' ? 5000 : 30_000);
  setInterval(loadBets, 30_000);
})();
