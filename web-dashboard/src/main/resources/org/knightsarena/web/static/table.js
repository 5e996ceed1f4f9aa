// The play pages. On /play: starts a game from the chosen ruleset, bots and seat. On /play/{id}:
// reads the game as the person's seat may see it (GET /api/games/{id}), draws the table with
// board.js, lists every legal option as a button (and marks the board's build spots, robber hexes
// and knights, which play the same option when clicked), offers a form for the answers that are
// not listed (discards, gifts, cards to take, trade offers), and reads the game again whenever the
// server tells of a change (server-sent events). Every text from the game goes into the page
// through textContent or attributes set one by one, never through innerHTML.
'use strict';

(function () {
  const CARDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'paper', 'cloth', 'coin'];
  const RESOURCES = CARDS.slice(0, 5);
  // The answers the page asks for with a card form: the action it sends and the hand it counts from.
  const CARD_FORMS = {
    Discard: { action: 'DiscardCards', hand: 'hand', verb: 'Discard' },
    ChooseGift: { action: 'GiveCards', hand: 'hand', verb: 'Give' },
    ChooseCardsToTake: { action: 'TakeCards', hand: 'theirHand', verb: 'Take' }
  };

  function node(name, attrs, parent, text) {
    const n = document.createElement(name);
    for (const k in attrs || {}) { n.setAttribute(k, String(attrs[k])); }
    if (text !== undefined) { n.textContent = String(text); }
    if (parent) { parent.appendChild(n); }
    return n;
  }

  function request(method, url, csrf, body) {
    const headers = { Accept: 'application/json' };
    if (body !== undefined) { headers['Content-Type'] = 'application/json'; }
    if (csrf) { headers['X-CSRF-Token'] = csrf; }
    return fetch(url, { method: method, credentials: 'same-origin', headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body) })
      .then((r) => r.json().then((data) => {
        if (!r.ok) { throw new Error(data.error || ('HTTP ' + r.status)); }
        return data;
      }));
  }

  // ---- /play: starting a game ----------------------------------------------------------------

  function bindChooser(form) {
    const q = (sel) => form.querySelector(sel);
    const seats = () => Number(q('#players').value);
    const sync = () => {
      for (let b = 2; b <= 5; b++) { q('#bot-' + b).closest('label').hidden = seats() < b + 1; }
      for (const option of q('#seat').options) { option.hidden = Number(option.value) >= seats(); }
      if (Number(q('#seat').value) >= seats()) { q('#seat').value = '0'; }
    };
    q('#players').addEventListener('change', sync);
    sync();
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const bots = [];
      for (let b = 1; b < seats(); b++) { bots.push(q('#bot-' + b).value); }
      const body = { ruleset: q('#ruleset').value, bots: bots, seat: Number(q('#seat').value),
        turnCap: Number(q('#turn-cap').value), easyStart: q('#easy-start').checked, watchable: q('#watchable').checked };
      if (q('#move-seconds').value !== '') { body.moveSeconds = Number(q('#move-seconds').value); }
      if (q('#seed').value !== '') { body.seed = Number(q('#seed').value); }
      const variants = Array.from(form.querySelectorAll('input[name="variants"]:checked')).map((box) => box.value);
      if (variants.length) { body.variants = variants.join(','); }
      if (q('#play-scenario').value !== '') { body.scenario = q('#play-scenario').value; }
      const error = document.getElementById('play-error');
      request('POST', '/api/games', form.dataset.csrf, body)
        .then((game) => { location.assign('/play/' + game.id); })
        .catch((err) => { error.hidden = false; error.textContent = err.message; });
    });
  }

  // ---- /play/{id}: the table -------------------------------------------------------------------

  function actionText(a, names) {
    const who = (p) => (names[p] === undefined ? 'seat ' + p : names[p]);
    const words = a.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    const parts = [];
    for (const k in a) {
      if (k === 'type') { continue; }
      const v = a[k];
      if (k === 'victim' || k === 'opponent' || k === 'partner') { parts.push(who(v)); }
      else if (k === 'colour' && names.length === 2) { parts.push('neutral ' + (v - 1)); } // Catan for Two's colours 2 and 3
      else if (v !== null && typeof v === 'object' && !Array.isArray(v)) { parts.push(k + ' ' + window.ArenaBoard.cardsText(v)); }
      else { parts.push(k + ' ' + (typeof v === 'string' ? v.toLowerCase().replace(/_/g, ' ') : JSON.stringify(v))); }
    }
    return words + (parts.length ? ': ' + parts.join(', ') : '');
  }

  // What a decision asked out of the turn's flow is about, since its options alone do not say it
  // (whose offer, whose Wedding, which knight): one line above the options.
  function decisionContext(d, names) {
    const who = (p) => (names[p] === undefined ? 'seat ' + p : names[p]);
    const x = d.details;
    const cards = (c) => window.ArenaBoard.cardsText(c);
    switch (d.type) {
      case 'RespondToOffer': return who(x.offerer) + ' offers you ' + cards(x.give) + ' for ' + cards(x.take) + '.';
      case 'ChooseTradePartner': return 'Your offer was accepted by ' + x.accepted.map(who).join(', ') + ': trade with one, or cancel.';
      case 'PlaceRobber': { // on a Seafarers map the options hold the pirate's sea hexes too
        const pirate = d.options.some((o) => o.action.type === 'MovePirate');
        const robber = d.options.some((o) => o.action.type === 'MoveRobber');
        if (pirate && !robber) { return 'Your knight chased the pirate: move it to another sea hex.'; }
        return pirate ? 'Move the robber to another land hex, or the pirate to another sea hex.' : 'Move the robber to another hex.';
      }
      case 'BuildNeutral': return 'Catan for Two: build (or promote) the same for a neutral colour of your choice, free.';
      case 'ChooseVictim': return 'Choose whom to rob.';
      case 'PlaceFreeRoad': return 'Road Building: place a free road.';
      case 'Discard': return 'You must discard ' + x.count + ' of your cards.';
      case 'ChooseCardsToTake': return 'Master Merchant: take ' + x.count + ' cards from ' + who(x.from) + "'s hand.";
      case 'ChooseGift': return who(x.to) + ' played Wedding: give them ' + x.count + ' cards.';
      case 'ChooseCommodityToGive': return who(x.to) + ' played Commercial Harbor: give them a commodity for their resource.';
      case 'ChooseProgressCardToTake': return 'Spy: take one of ' + who(x.from) + "'s progress cards.";
      case 'ChooseKnightToLose': return 'Deserter: choose one of your knights to remove.';
      case 'PlaceDeserterKnight': return 'Deserter: place a strength ' + x.strength + ' knight free, or skip.';
      case 'PlaceDisplacedKnight': return 'Your knight at intersection ' + x.from + ' was displaced: move it along your roads.';
      case 'ChooseMetropolisCity': return 'You won the ' + x.track.toLowerCase() + ' metropolis: choose the city that carries it.';
      case 'ChooseSackedCity': return 'The barbarians won: choose the city they reduce to a settlement.';
      case 'ChooseProgressDeck': return 'You are tied as the strongest defender: choose the progress deck to draw from.';
      case 'ChooseAqueductResource': return 'Aqueduct: the roll gave you nothing; choose a resource.';
      case 'ChooseProgressDiscard': return 'You hold more than four progress cards: discard one.';
      case 'RebuildRoad': return 'Diplomat removed your road: rebuild it free elsewhere, or skip.';
      default: return null;
    }
  }

  // Where on the board an option can be clicked: an intersection, a path or a hex.
  function spotOf(a) {
    if (a.type === 'MoveKnight' || a.type === 'DisplaceKnight') { return null; } // two places: the list only
    if (typeof a.intersection === 'number') { return { kind: 'intersection', id: a.intersection }; }
    if (typeof a.path === 'number') { return { kind: 'path', id: a.path }; }
    if (typeof a.hex === 'number') { return { kind: 'hex', id: a.hex }; }
    if (typeof a.to === 'number') { return { kind: 'intersection', id: a.to }; }
    return null;
  }

  function Table(root) {
    this.root = root;
    this.id = root.dataset.gameId;
    this.csrf = root.dataset.csrf;
    this.q = (sel) => root.querySelector(sel);
    this.loading = null;
  }

  Table.prototype.load = function () {
    // one read at a time; a change told while reading is read again afterwards
    if (this.loading) { this.again = true; return this.loading; }
    this.loading = request('GET', '/api/games/' + encodeURIComponent(this.id))
      .then((view) => this.show(view))
      .catch((err) => { this.q('#turn-status').textContent = 'Cannot show this game: ' + err.message; })
      .finally(() => {
        this.loading = null;
        if (this.again) { this.again = false; this.load(); }
      });
    return this.loading;
  };

  Table.prototype.show = function (view) {
    const B = window.ArenaBoard;
    this.view = view;
    const names = view.players;
    const isCk = view.header.options.ruleset === 'CITIES_AND_KNIGHTS';
    if (view.board && !view.header.map) { // a Seafarers scenario: the server dealt its board, as for a replay
      view.header.map = view.board.map;
      view.header.robberStart = view.board.robber;
      view.header.pirateStart = view.board.pirate;
    }
    const s = new B.Timeline(view.header, view.events, view.geometry).at(view.events.length);
    const svg = this.q('#board');
    B.drawBoard(svg, view.header, view.geometry, s);
    B.drawBarbarians(this.q('#barbarians'), s, isCk);
    B.drawPlayers(this.q('#players'), view.header, s, isCk);
    this.showHand(view, isCk);
    this.showChronicle(view.events, names);
    this.showDecision(view, names, svg);
    this.root.dataset.decisionNumber = String(view.decisionNumber);
    this.root.dataset.status = view.status;
    this.root.classList.add('loaded');
  };

  Table.prototype.showHand = function (view, isCk) {
    const box = this.q('#hand');
    box.textContent = '';
    if (view.watching) {
      node('p', { class: 'watching' }, box, 'You are watching ' + view.players[view.seat]
        + "'s game: you see what every seat sees, and no one's hand.");
      const seats = view.seats.map((p) => p.name + ' ' + p.cards + ' cards, '
        + (isCk ? p.progressCards + ' progress' : p.developmentCards + ' development'));
      node('p', { class: 'others' }, box, 'Players: ' + seats.join('; '));
      return;
    }
    node('h2', {}, box, 'Your hand');
    const cards = node('ul', { class: 'cards' }, box);
    for (const c of CARDS) {
      if (!isCk && !RESOURCES.includes(c)) { continue; }
      node('li', { 'data-card': c }, cards, c + ' ' + view.hand[c]);
    }
    const more = isCk ? view.progressCards : view.developmentCards;
    node('p', { class: 'own-cards' }, box, (isCk ? 'Progress cards: ' : 'Development cards: ')
      + (more.length ? more.map((c) => c.toLowerCase().replace(/_/g, ' ')).join(', ') : 'none'));
    const others = view.seats.filter((p) => !p.you)
      .map((p) => p.name + ' ' + p.cards + ' cards, ' + (isCk ? p.progressCards + ' progress' : p.developmentCards + ' development'));
    node('p', { class: 'others' }, box, 'Others: ' + others.join('; '));
  };

  Table.prototype.showChronicle = function (events, names) {
    const list = this.q('#chronicle');
    list.textContent = '';
    const B = window.ArenaBoard;
    const svg = this.q('#board');
    let turnPlayer; // whose turn it is, which Barbarian Attack's lines use
    for (const e of events) {
      if (e.type === 'TurnStarted') { turnPlayer = e.player; }
      const li = node('li', { class: 'event ' + e.type }, list, B.describe(e, names, turnPlayer));
      const spot = B.spotOfEvent(e); // hovering a line rings the intersection, path or hex it names
      if (spot) {
        li.addEventListener('mouseenter', () => B.highlight(svg, this.view.geometry, spot));
        li.addEventListener('mouseleave', () => B.highlight(svg, this.view.geometry, null));
      }
    }
    list.scrollTop = list.scrollHeight;
  };

  Table.prototype.showDecision = function (view, names, svg) {
    const box = this.q('#decision');
    box.textContent = '';
    const status = this.q('#turn-status');
    if (view.status !== 'playing') {
      const r = view.result;
      status.textContent = 'The game is ' + view.status + (r ? ': points ' + r.points.join(' / ') + ', places '
        + r.places.join(' / ') + (r.winner !== null && r.winner !== undefined ? ', ' + names[r.winner] + ' won' : '') : '') + '.';
      status.className = 'status game-over';
      return;
    }
    if (!view.decision) {
      status.textContent = 'Turn ' + view.turn + ': ' + (view.watching ? names[view.toMove] + ' decides' : 'waiting for '
        + names[view.toMove]) + '…';
      status.className = 'status waiting';
      return;
    }
    const d = view.decision;
    status.textContent = 'Turn ' + view.turn + ': your decision (' + d.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() + ')';
    status.className = 'status your-turn';
    box.dataset.type = d.type;
    const context = decisionContext(d, names);
    if (context) { node('p', { class: 'decision-context' }, box, context); }
    const list = node('ul', { class: 'options' }, box);
    d.options.forEach((o) => {
      const li = node('li', {}, list);
      const button = node('button', { type: 'button', class: 'option', 'data-index': o.index, 'data-type': o.action.type },
        li, actionText(o.action, names));
      button.addEventListener('click', () => this.send({ option: o.index }));
      this.markSpot(svg, view.geometry, o, spotOf(o.action));
    });
    const form = CARD_FORMS[d.type];
    if (form) { this.cardForm(box, form, d.details); }
    if (d.type === 'MainTurn' && d.details.offersLeft > 0) { this.offerForm(box, d.details); }
  };

  // A clickable mark on the board for an option with one place.
  Table.prototype.markSpot = function (svg, geometry, option, spot) {
    if (!spot) { return; }
    const B = window.ArenaBoard;
    let mark;
    if (spot.kind === 'intersection') {
      const c = geometry.intersections[spot.id];
      mark = B.el('circle', { cx: c.x, cy: c.y, r: 0.24 }, svg);
    } else if (spot.kind === 'path') {
      const ends = geometry.paths[spot.id];
      const a = geometry.intersections[ends[0]];
      const b = geometry.intersections[ends[1]];
      mark = B.el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, 'stroke-width': 0.22, 'stroke-linecap': 'round' }, svg);
    } else {
      const c = geometry.hexes[spot.id];
      mark = B.el('circle', { cx: c.x, cy: c.y, r: 0.55 }, svg);
    }
    mark.setAttribute('class', 'spot ' + spot.kind);
    mark.setAttribute('data-index', String(option.index));
    mark.setAttribute('data-type', option.action.type);
    const title = B.el('title', {}, mark);
    title.textContent = actionText(option.action, this.view.players);
    mark.addEventListener('click', () => this.send({ option: option.index }));
  };

  Table.prototype.cardForm = function (box, form, details) {
    const hand = details[form.hand];
    const f = node('form', { class: 'card-form', 'data-count': details.count }, box);
    node('p', {}, f, form.verb + ' ' + details.count + ' card' + (details.count === 1 ? '' : 's') + ':');
    for (const c of CARDS) {
      if (!hand[c]) { continue; }
      const label = node('label', {}, f, c + ' (' + hand[c] + ') ');
      node('input', { type: 'number', min: 0, max: hand[c], value: 0, name: c, 'data-card': c }, label);
    }
    node('button', { type: 'submit', class: 'send-cards' }, f, form.verb);
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      const cards = {};
      for (const input of f.querySelectorAll('input')) {
        if (Number(input.value) > 0) { cards[input.name] = Number(input.value); }
      }
      this.send({ action: { type: form.action, cards: cards } });
    });
  };

  Table.prototype.offerForm = function (box, details) {
    const f = node('form', { class: 'offer-form' }, box);
    node('p', {}, f, 'Offer a trade to the others (' + details.offersLeft + ' offers left this turn):');
    const rows = [['give', details.hand], ['take', null]];
    for (const row of rows) {
      const line = node('div', { class: 'offer-' + row[0] }, f, row[0] === 'give' ? 'Give ' : 'Take ');
      for (const c of details.tradable) {
        const card = c.toLowerCase();
        if (row[1] && !row[1][card]) { continue; }
        const label = node('label', {}, line, card + ' ');
        node('input', { type: 'number', min: 0, max: row[1] ? row[1][card] : 19, value: 0, name: row[0] + '-' + card }, label);
      }
    }
    node('button', { type: 'submit', class: 'send-offer' }, f, 'Offer');
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      const give = {};
      const take = {};
      for (const input of f.querySelectorAll('input')) {
        const [side, card] = input.name.split('-');
        if (Number(input.value) > 0) { (side === 'give' ? give : take)[card] = Number(input.value); }
      }
      this.send({ action: { type: 'OfferTrade', give: give, take: take } });
    });
  };

  Table.prototype.send = function (answer) {
    const error = this.q('#move-error');
    const move = Object.assign({ decision: this.view.decisionNumber, seat: this.view.seat }, answer);
    this.q('#decision').classList.add('sent');
    return request('POST', '/api/games/' + encodeURIComponent(this.id) + '/moves', this.csrf, move)
      .then((view) => { error.hidden = true; this.show(view); })
      .catch((err) => { error.hidden = false; error.textContent = err.message; this.load(); });
  };

  Table.prototype.listen = function () {
    const events = new EventSource('/api/games/' + encodeURIComponent(this.id) + '/events');
    events.addEventListener('changed', () => this.load());
    events.addEventListener('open', () => this.load()); // also after a reconnection, which may have missed changes
  };

  document.addEventListener('DOMContentLoaded', () => {
    const form = document.getElementById('new-game');
    if (form) { bindChooser(form); }
    const root = document.getElementById('table');
    if (root) {
      const table = new Table(root);
      table.load();
      table.listen();
    }
  });
}());
