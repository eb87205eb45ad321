/**
 * The demo sportsbook's page: the section's matches with live clocks, scores and odds, a bet slip
 * (singles and accumulators) and the player's bets. The player's token comes in the address
 * fragment; without it the page asks the site that frames it for its login dialog.
 */
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  const locale = boot.language === 'en' ? 'en-GB' : 'tr-TR';
  // Money as the site writes it (`frameMoney` on the server: the site's own formatter options).
  const currency = new Intl.NumberFormat(boot.money.locale, boot.money.options);
  const time = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const placedTime = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  // The server's own slip arithmetic (slip-math.js): what the slip shows is what is taken.
  const { slipTotals } = window.zarSlipMath;
  const x100 = (odds) => Math.round(odds * 100);
  const t = (key, params = {}) =>
    (boot.texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name) => String(params[name] ?? ''));
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

  /** What a live match's clock shows: the minute, the quarter, the set or the map. */
  function periodText(event) {
    const period = event.period;
    if (!period || period.kind === 'minute') return t('minute', { minute: event.state.minute });
    if (period.kind === 'quarter') return t('quarter', { n: period.number, minute: period.minute });
    return t(period.kind, { n: period.number });
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
      ? `${periodText(event)} · ${event.state.home} - ${event.state.away}`
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
      if (market.closed) {
        // Decided by the score so far: closed, never priced 1.01.
        const closed = document.createElement('span');
        closed.className = 'market__closed';
        closed.textContent = t('marketClosed');
        group.append(closed);
      }
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
        // The odds the player accepted, and the book's odds now: they differ until accepted.
        odds: selection.odds,
        current: selection.odds,
        closed: false,
        name: `${event.home} – ${event.away}: ${marketTitle(market)} ${t(selection.pick)}`,
      });
    }
    renderSlip();
    renderEvents();
  }

  const slipList = document.getElementById('slip');
  const stake = document.getElementById('stake');
  const placeButton = document.getElementById('place');
  const acceptButton = document.getElementById('accept-odds');
  const change = document.getElementById('slip-change');
  function renderSlip() {
    document.getElementById('slip-count').textContent = String(slip.size);
    document.getElementById('slip-fab-count').textContent = String(slip.size);
    const items = [...slip.values()];
    if (slip.size === 0) {
      const empty = document.createElement('li');
      empty.className = 'slip__empty';
      empty.textContent = t('emptySlip');
      slipList.replaceChildren(empty);
    } else {
      slipList.replaceChildren(
        ...items.map((selection) => {
          const item = document.createElement('li');
          item.className = 'slip__item';
          const name = document.createElement('span');
          name.textContent = selection.name;
          const odds = document.createElement('strong');
          odds.className = 'slip__odds';
          if (selection.closed) {
            item.classList.add('slip__item--closed');
            odds.textContent = t('marketClosed');
          } else if (x100(selection.current) !== x100(selection.odds)) {
            // Old → new, until the player accepts the new odds.
            item.classList.add('slip__item--changed');
            const spoken = document.createElement('span');
            spoken.className = 'visually-hidden';
            spoken.textContent = `${t('oldOdds', { odds: selection.odds.toFixed(2) })}, `;
            const old = document.createElement('del');
            old.setAttribute('aria-hidden', 'true');
            old.textContent = selection.odds.toFixed(2);
            const now = document.createElement('ins');
            now.textContent = selection.current.toFixed(2);
            now.dataset.direction = selection.current > selection.odds ? 'up' : 'down';
            odds.append(spoken, old, ' → ', now);
          } else {
            odds.textContent = selection.odds.toFixed(2);
          }
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
    const changed = items.some(
      (selection) => !selection.closed && x100(selection.current) !== x100(selection.odds),
    );
    const closed = items.some((selection) => selection.closed);
    const amount = Math.round((Number(stake.value) || 0) * 100);
    const totals = slipTotals(
      items.map((selection) => x100(selection.odds)),
      amount,
    );
    document.getElementById('total-odds').textContent = slip.size
      ? (totals.oddsX100 / 100).toFixed(2)
      : '–';
    document.getElementById('potential').textContent = slip.size
      ? currency.format(totals.potentialKurus / 100)
      : '–';
    const news = (changed || closed) && change.hidden;
    change.hidden = !changed && !closed;
    change.textContent = closed ? t('slipClosed') : changed ? t('oddsChanged') : '';
    acceptButton.hidden = !changed || closed;
    placeButton.hidden = changed && !closed;
    placeButton.disabled = slip.size === 0 || amount <= 0 || changed || closed;
    fitFrame();
    // Newly moved odds or a closed pick: bring the note and its button into sight in the sheet
    // (scrolling the sheet only: the site's page stays where the player left it).
    if (news) revealInSheet(changed && !closed ? acceptButton : change);
  }
  function revealInSheet(element) {
    const sheet = document.getElementById('slip-panel');
    if (!sheet.hasAttribute('data-open')) return;
    const box = element.getBoundingClientRect();
    const frame = sheet.getBoundingClientRect();
    if (box.bottom > frame.bottom) sheet.scrollTop += box.bottom - frame.bottom + 16;
    else if (box.top < frame.top) sheet.scrollTop -= frame.top - box.top + 16;
  }
  acceptButton.addEventListener('click', () => {
    for (const selection of slip.values()) selection.odds = selection.current;
    say('');
    renderSlip();
    placeButton.focus();
  });

  /** Brings the slip up to the book: new odds to accept, closed markets to remove. */
  function refreshSlip() {
    for (const selection of slip.values()) {
      const event = events.find((each) => each.id === selection.matchId);
      // Gone from this part of the book: a live match that ended, or a coming one that kicked
      // off (the list always holds every sport, and a pick only leaves it that way). Its market
      // is no longer offered here, so the pick is closed rather than left looking bettable.
      if (!event) {
        selection.closed = true;
        continue;
      }
      const market = event.markets.find((each) => each.kind === selection.market);
      if (!event.open && !event.suspended) selection.closed = true;
      if (market?.closed) selection.closed = true;
      const now = market?.selections.find((each) => each.pick === selection.pick);
      if (now && !event.suspended) selection.current = now.odds;
    }
    renderSlip();
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
      // Never accepted silently: the new odds wait for the player's accept.
      if (typeof details.odds === 'number' && slip.has(details.matchId)) {
        slip.get(details.matchId).current = details.odds;
      }
      if (details.closed && slip.has(details.matchId)) slip.get(details.matchId).closed = true;
      // Moved odds are shown on the slip itself (old → new, with the accept button).
      if (typeof details.odds === 'number') say('');
      else say(error.message, 'error');
      if (details.odds !== undefined) loadEvents();
    } finally {
      renderSlip();
      renderEvents();
    }
  });

  async function loadEvents() {
    try {
      events = (await api('events', { section: boot.section })).events;
      renderEvents();
      refreshSlip();
    } catch (error) {
      say(error.message, 'error');
    }
  }

  /** A placed slip in Bahislerim: its id and time, each pick, the stake, odds and (potential) win. */
  function betItem(bet) {
    const item = document.createElement('li');
    item.className = `bets__item bets__item--${bet.status}`;
    const head = document.createElement('p');
    head.className = 'bets__head';
    const kind = document.createElement('strong');
    kind.textContent = t(bet.kind);
    const status = document.createElement('span');
    status.className = 'bets__status';
    status.textContent = t(bet.status);
    head.append(kind, status);
    const meta = document.createElement('p');
    meta.className = 'bets__meta';
    const when = document.createElement('time');
    when.dateTime = bet.placedAt;
    when.textContent = placedTime.format(new Date(bet.placedAt));
    const id = document.createElement('code');
    id.className = 'bets__id';
    id.textContent = bet.id;
    meta.append(`${t('placedAt')}: `, when, ` · ${t('betId')}: `, id);
    const picks = document.createElement('ul');
    picks.className = 'bets__picks';
    for (const leg of bet.selections) {
      const pick = document.createElement('li');
      if (leg.won !== null) pick.dataset.won = String(leg.won);
      const market = marketTitle({ kind: leg.market, line: leg.line });
      pick.textContent = `${leg.home} – ${leg.away} · ${market}: ${t(leg.pick)} @ ${leg.odds.toFixed(2)}`;
      picks.append(pick);
    }
    const money = document.createElement('p');
    money.className = 'bets__money';
    const win =
      bet.status === 'open'
        ? `${t('potential')}: ${currency.format(bet.potentialWin)}`
        : bet.status === 'won'
          ? `${t('win')}: ${currency.format(bet.win)}`
          : `${t('potential')}: ${currency.format(bet.potentialWin)}`;
    money.textContent = `${t('stakeShort')}: ${currency.format(bet.stake)} · ${t('totalOdds')}: ${bet.odds.toFixed(2)} · ${win}`;
    item.append(head, meta, picks, money);
    return item;
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
      list.replaceChildren(...bets.map(betItem));
      fitFrame();
    } catch (error) {
      say(error.message, 'error');
    }
  }

  // The phone's slip: a floating button with the selection count opens it as a sheet.
  const panel = document.getElementById('slip-panel');
  const fab = document.getElementById('slip-toggle');
  const backdrop = document.getElementById('slip-backdrop');
  const eventsPane = document.querySelector('.book__events');
  const phone = window.matchMedia('(max-width: 48rem)');
  function setSheet(open) {
    const sheet = open && phone.matches;
    panel.toggleAttribute('data-open', sheet);
    backdrop.hidden = !sheet;
    fab.setAttribute('aria-expanded', String(sheet));
    // The site holds its page still while the sheet is open, as under any modal sheet.
    if (window.parent !== window) window.parent.postMessage({ command: 'sheet', open: sheet }, '*');
    if (sheet) {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.tabIndex = -1;
      eventsPane.inert = true;
      fab.inert = true;
      panel.focus();
    } else {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      panel.removeAttribute('tabindex');
      eventsPane.inert = false;
      fab.inert = false;
    }
  }
  fab.addEventListener('click', () => setSheet(true));
  backdrop.addEventListener('click', () => {
    setSheet(false);
    fab.focus();
  });
  document.getElementById('slip-close').addEventListener('click', () => {
    setSheet(false);
    fab.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && panel.hasAttribute('data-open')) {
      setSheet(false);
      fab.focus();
    }
  });
  phone.addEventListener('change', () => {
    setSheet(false);
    fitFrame();
  });

  // In the site's frame the book is as tall as its content: it tells the site its height
  // (`resize`, again when the site asks with `height`), so the site's page is the only thing that
  // scrolls — never a 17,000 px page inside a frame. The site says which part of the frame is on screen (`viewport`); the phone's slip
  // button and sheet float there, and the desktop slip follows it as a sticky one would.
  const framed = window.parent !== window;
  let lastHeight = 0;
  // Until the site says which part is on screen, it is the frame as it opens: the page's fill,
  // all of it in sight. Framed from the start, so the slip button is placed from the top before
  // the book grows the frame to its content, and stays put when it does.
  let view = framed ? { top: 0, height: Math.max(120, window.innerHeight) } : null;
  function fitFrame() {
    if (!framed) return;
    const sheet = phone.matches;
    const content = Math.max(eventsPane.offsetHeight, sheet ? 0 : panel.offsetHeight);
    // The book's padding, and room under the last match for the floating slip button.
    const height = Math.ceil(content + (sheet ? 104 : 32));
    if (Math.abs(height - lastHeight) >= 2) {
      lastHeight = height;
      window.parent.postMessage({ command: 'resize', height }, '*');
    }
    placeSlip();
  }
  function placeSlip() {
    if (!view) return;
    const root = document.documentElement.style;
    root.setProperty('--view-top', `${view.top}px`);
    root.setProperty('--view-height', `${view.height}px`);
    const offset = Math.min(
      Math.max(0, view.top + 16 - eventsPane.offsetTop),
      Math.max(0, lastHeight - 16 - eventsPane.offsetTop - panel.offsetHeight),
    );
    root.setProperty('--slip-offset', `${phone.matches ? 0 : offset}px`);
  }
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || window.parent === window) return;
    if (event.origin !== window.location.origin) return;
    const data = event.data;
    // The site asks for the height once it listens: a server-rendered page's frame may have
    // loaded, and said it, before the site had started.
    if (data?.command === 'height') {
      lastHeight = 0;
      fitFrame();
      return;
    }
    if (data?.command !== 'viewport') return;
    const top = Number(data.top);
    const height = Number(data.height);
    if (!Number.isFinite(top) || !Number.isFinite(height)) return;
    view = { top: Math.max(0, Math.round(top)), height: Math.max(120, Math.round(height)) };
    document.documentElement.classList.add('framed');
    document.documentElement.setAttribute('data-view', '');
    placeSlip();
  });
  // The phone's slip button shows from here (sportsbook.css): standalone where the book is its
  // own page, framed once the site says what is on screen.
  document.documentElement.classList.add(framed ? 'framed' : 'standalone');
  if (framed) placeSlip();
  if (framed && 'ResizeObserver' in window) {
    const observer = new ResizeObserver(() => fitFrame());
    observer.observe(eventsPane);
    observer.observe(panel);
  }

  renderSlip();
  loadEvents();
  loadBets();
  setInterval(loadEvents, boot.section === 'live' ? 5000 : 30_000);
  setInterval(loadBets, 30_000);
})();
