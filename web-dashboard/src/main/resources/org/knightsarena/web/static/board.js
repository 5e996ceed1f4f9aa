// The table as the replay viewer and the play page draw it: rebuilds the state after each event
// from the events a viewer may see, describes events in words and draws the board, the
// barbarian track and the players in SVG and HTML. Every text from the game goes into the page
// through textContent or SVG attributes set one by one, never through innerHTML.
'use strict';

window.ArenaBoard = (function () {
  // Barbarian Attack's pieces (barbarian-attack.js, loaded before this file)
  const BA = window.ArenaBarbarianAttack;
  const SVG = 'http://www.w3.org/2000/svg';
  // Seats 4 and 5 (5 and 6 players, R-24.4) take the extension's brown and a purple.
  const COLOURS = ['#d62728', '#1f77b4', '#ff7f0e', '#2ca02c', '#8c564b', '#9467bd'];
  const TERRAIN = {
    HILLS: '#c8693c', FOREST: '#2e7d32', PASTURE: '#9ccc65', FIELDS: '#f2c94c',
    MOUNTAINS: '#8d8d8d', DESERT: '#e8d9a8',
    // Seafarers: a sea hex darker than the frame around the map, a gold field in gold
    SEA: '#3d7db3', GOLD: '#d4a017',
    // Barbarian Attack: the castle's stone in the island's middle
    CASTLE: '#a39e93'
  };
  const CARD_ORDER = ['brick', 'lumber', 'wool', 'grain', 'ore', 'paper', 'cloth', 'coin'];
  const TRACKS = ['SCIENCE', 'TRADE', 'POLITICS'];
  const SNAPSHOT_EVERY = 50;
  // Build costs in cards, charged only once the first turn has started (the set-up is free).
  const COST = { ROAD: 2, SHIP: 2, SETTLEMENT: 4, CITY: 5, CITY_WALL: 2, KNIGHT: 2 };

  // ---- state reconstruction -------------------------------------------------------------

  function initialState(header) {
    const seats = header.agents.length;
    // Catan for Two: two neutral colours, 2 and 3, own pieces but hold no cards
    const colours = seats === 2 ? 4 : seats;
    const players = [];
    for (let p = 0; p < colours; p++) {
      players.push({ cards: 0, progress: 0, improvements: { SCIENCE: 0, TRADE: 0, POLITICS: 0 },
        defender: 0, revealedPoints: 0, islandPoints: 0, longestRoad: false, largestArmy: false, knightsPlayed: 0,
        devCards: 0, prisoners: 0, gold: 0 });
    }
    // a scenario names where its robber starts; on the standard islands it is the desert; Barbarian
    // Attack has none
    const desert = header.options.barbarianAttack ? -1
      : header.robberStart !== undefined ? header.robberStart : header.map.terrains.indexOf('DESERT');
    return {
      turn: 0, current: -1, started: false, seats: seats,
      roads: {}, ships: {}, buildings: {}, knights: {}, metropolises: {},
      tokens: header.map.tokens.slice(),
      robber: desert, merchant: null, barbarians: 0,
      // Seafarers: the scenario's sea hex for the pirate; none on the standard islands
      pirate: header.pirateStart !== undefined ? header.pirateStart : -1,
      // Barbarian Attack: barbarians standing on each hex, the knight on each path
      // ({player, strength, active}: with Cities & Knights pieces they rank, R-17.2)
      hexBarbarians: {}, pathKnights: {}, intrigue: false, ranked: header.options.ruleset === 'CITIES_AND_KNIGHTS',
      players: players, winner: null, finalPoints: null
    };
  }

  function count(cards) {
    let n = 0;
    for (const k in cards) { n += cards[k]; }
    return n;
  }

  // graph: the paths' neighbours (BA.pathGraph) for Barbarian Attack's moves, or null
  function apply(s, e, graph) {
    const P = s.players;
    if (BA.apply(s, e, graph || null)) { return; }
    switch (e.type) {
      case 'TurnStarted': s.turn = e.turn; s.current = e.player; s.started = true; s.intrigue = false; break;
      case 'Built':
        if (s.started && e.player < s.seats) { P[e.player].cards -= COST[e.piece] || 0; } // a neutral's piece is free
        if (e.piece === 'ROAD') { s.roads[e.location] = e.player; }
        else if (e.piece === 'SHIP') { s.ships[e.location] = e.player; } // Seafarers: on a path
        else if (e.piece === 'SETTLEMENT') { s.buildings[e.location] = { player: e.player, city: false, wall: false }; }
        else if (e.piece === 'CITY') {
          const b = s.buildings[e.location];
          s.buildings[e.location] = { player: e.player, city: true, wall: b ? b.wall : false };
        } else if (e.piece === 'CITY_WALL') {
          const b = s.buildings[e.location];
          if (b) { b.wall = true; }
        } else if (e.piece === 'KNIGHT') { s.knights[e.location] = { player: e.player, strength: 1, active: false }; }
        break;
      case 'Produced': case 'CardsTaken': P[e.player].cards += count(e.cards); break;
      case 'ShipMoved': delete s.ships[e.from]; s.ships[e.to] = e.player; break;
      case 'GoldChosen': P[e.player].cards += 1; break; // Seafarers: one resource a pick
      case 'IslandBonusEarned': P[e.player].islandPoints += e.points; break; // kept for good
      case 'CardsDiscarded': P[e.player].cards -= count(e.cards); break;
      case 'CardsGiven': P[e.from].cards -= count(e.cards); P[e.to].cards += count(e.cards); break;
      case 'BankTraded': P[e.player].cards += count(e.took) - count(e.gave); break;
      case 'TradeCompleted':
        P[e.offerer].cards += count(e.take) - count(e.give);
        P[e.partner].cards += count(e.give) - count(e.take);
        break;
      case 'CardStolen': P[e.thief].cards += 1; P[e.victim].cards -= 1; break;
      case 'RobberMoved': s.robber = e.hex; break;
      case 'PirateMoved': s.pirate = e.hex; break; // to another sea hex
      case 'MerchantPlaced': s.merchant = { hex: e.hex, player: e.player }; break;
      case 'BarbariansAdvanced': s.barbarians = e.position; break;
      case 'BarbariansAttacked': s.barbarians = 0; break;
      case 'KnightsDeactivated': for (const k in s.knights) { s.knights[k].active = false; } break;
      case 'KnightChanged': knightChanged(s, e); break;
      case 'CitySacked': s.buildings[e.intersection] = { player: e.player, city: false, wall: false }; break;
      case 'ImprovementBuilt': P[e.player].improvements[e.track] = e.level; P[e.player].cards -= e.level; break;
      case 'MetropolisPlaced':
        for (const i in s.metropolises) { if (s.metropolises[i] === e.track) { delete s.metropolises[i]; } }
        s.metropolises[e.intersection] = e.track;
        break;
      case 'DefenderAwarded': P[e.player].defender += 1; break;
      case 'ProgressCardDrawn': P[e.player].progress += 1; break;
      case 'ProgressCardDiscarded': P[e.player].progress -= 1; break;
      case 'ProgressCardPlayed': P[e.player].progress -= 1; break;
      case 'ProgressCardRevealed': P[e.player].progress -= 1; P[e.player].revealedPoints += 1; break;
      case 'ProgressCardStolen': P[e.thief].progress += 1; P[e.victim].progress -= 1; break;
      case 'RoadRemoved': delete s.roads[e.path]; break;
      case 'TokensSwapped': {
        const t = s.tokens[e.hexA]; s.tokens[e.hexA] = s.tokens[e.hexB]; s.tokens[e.hexB] = t; break;
      }
      case 'LongestRoadTaken': for (const p of P) { p.longestRoad = false; } P[e.player].longestRoad = true; break;
      case 'LongestRoadSetAside': for (const p of P) { p.longestRoad = false; } break;
      case 'LargestArmyTaken': for (const p of P) { p.largestArmy = false; } P[e.player].largestArmy = true; break;
      case 'DevelopmentCardBought': P[e.player].cards -= 3; P[e.player].devCards += 1; break;
      case 'DevelopmentCardPlayed': P[e.player].devCards -= 1; break;
      case 'GameWon': s.winner = e.player; s.finalPoints = e.points; break;
      case 'TurnCapReached': s.finalPoints = e.points; break;
      default: break;
    }
  }

  function knightChanged(s, e) {
    if (s.started && e.change === 'ACTIVATED') { s.players[e.player].cards -= 1; }
    if (s.started && e.change === 'PROMOTED') { s.players[e.player].cards -= 2; }
    const here = s.knights[e.from];
    if (e.change === 'REMOVED') {
      if (here && here.player === e.player) { delete s.knights[e.from]; }
      return;
    }
    // A displaced knight's old spot already holds the knight that pushed it off.
    if (e.from !== e.to && here && here.player === e.player) { delete s.knights[e.from]; }
    s.knights[e.to] = { player: e.player, strength: e.strength, active: e.active };
  }

  function points(s, p) {
    const pl = s.players[p];
    let n = 0;
    for (const i in s.buildings) {
      const b = s.buildings[i];
      if (b.player === p) { n += b.city ? 2 : 1; }
    }
    for (const i in s.metropolises) {
      if (s.buildings[i] && s.buildings[i].player === p) { n += 2; }
    }
    if (pl.longestRoad) { n += 2; }
    if (pl.largestArmy) { n += 2; }
    return n + pl.defender + pl.revealedPoints + (pl.islandPoints || 0);
  }

  // Keeps a copy of the state every SNAPSHOT_EVERY events, so stepping back is fast.
  // geometry (optional) lets Barbarian Attack's moves be measured.
  function Timeline(header, events, geometry) {
    this.events = events;
    this.snapshots = [];
    this.graph = geometry && header.options.barbarianAttack ? BA.pathGraph(geometry) : null;
    let s = initialState(header);
    for (let i = 0; i <= events.length; i++) {
      if (i % SNAPSHOT_EVERY === 0) { this.snapshots.push(structuredClone(s)); }
      if (i < events.length) { apply(s, events[i], this.graph); }
    }
    this.turnStarts = [];
    events.forEach((e, i) => { if (e.type === 'TurnStarted') { this.turnStarts.push(i + 1); } });
  }

  Timeline.prototype.at = function (position) {
    const k = Math.floor(position / SNAPSHOT_EVERY);
    const s = structuredClone(this.snapshots[k]);
    for (let i = k * SNAPSHOT_EVERY; i < position; i++) { apply(s, this.events[i], this.graph); }
    return s;
  };

  // ---- text of events ---------------------------------------------------------------------

  function cardsText(cards) {
    const parts = [];
    for (const k of CARD_ORDER) { if (cards[k]) { parts.push(cards[k] + ' ' + k); } }
    return parts.length ? parts.join(', ') : 'nothing';
  }

  // turnPlayer (optional): the seat whose turn it is, which Barbarian Attack's lines use
  function describe(e, names, turnPlayer) {
    const who = (p) => names[p] !== undefined ? names[p]
      : names.length === 2 && (p === 2 || p === 3) ? 'neutral ' + (p - 1) : 'seat ' + p;
    const lower = (x) => String(x).toLowerCase().replace(/_/g, ' ');
    const barbarianAttack = BA.describe(e, who, names.length, turnPlayer);
    if (barbarianAttack !== null) { return barbarianAttack; }
    switch (e.type) {
      case 'TurnStarted': return 'Turn ' + e.turn + ': ' + who(e.player);
      case 'DiceRolled': return who(e.player) + ' rolled ' + (e.yellow + e.red) + ' (' + e.yellow + '+' + e.red + ')';
      case 'EventDieRolled': return who(e.player) + ' rolled the event die: ' + lower(e.face);
      case 'Produced': return who(e.player) + ' received ' + cardsText(e.cards);
      case 'TradeTokensChanged': return who(e.player) + (e.change > 0 ? ' earned ' : ' paid ') + Math.abs(e.change)
        + ' trade token' + (Math.abs(e.change) === 1 ? '' : 's') + ' (now ' + e.tokens + ')';
      case 'ShipMoved': return who(e.player) + ' moved a ship from ' + e.from + ' to ' + e.to;
      case 'GoldChosen': return who(e.player) + ' took 1 ' + lower(e.resource) + ' for a gold field';
      case 'IslandBonusEarned': return who(e.player) + ' earned ' + e.points + ' victory points for settling ' + e.area;
      case 'Built': return who(e.player) + ' built a ' + lower(e.piece) + ' at ' + e.location;
      case 'CardsDiscarded': return who(e.player) + ' discarded ' + cardsText(e.cards);
      case 'CardsGiven': return who(e.from) + ' gave ' + who(e.to) + ' ' + cardsText(e.cards);
      case 'CardsTaken': return who(e.player) + ' took ' + cardsText(e.cards) + ' from the bank';
      case 'BankTraded': return who(e.player) + ' traded ' + cardsText(e.gave) + ' for ' + cardsText(e.took);
      case 'TradeOffered': return who(e.player) + ' offered ' + cardsText(e.give) + ' for ' + cardsText(e.take);
      case 'TradeAnswered': return who(e.player) + (e.accepted ? ' accepted' : ' declined');
      case 'TradeCompleted': return who(e.offerer) + ' traded with ' + who(e.partner) + ': ' + cardsText(e.give)
        + ' for ' + cardsText(e.take);
      case 'TradeCancelled': return who(e.player) + ' withdrew the offer';
      case 'RobberMoved': return who(e.player) + ' moved the robber to hex ' + e.hex;
      case 'PirateMoved': return who(e.player) + ' moved the pirate to sea hex ' + e.hex;
      case 'CardStolen': return who(e.thief) + ' stole a card from ' + who(e.victim);
      case 'StolenCardSeen': return '(seen by ' + who(e.viewer) + ') the stolen card was ' + lower(e.card);
      case 'BarbariansAdvanced': return 'The barbarians advanced to ' + e.position + ' of 7';
      case 'BarbariansAttacked': return 'The barbarians attacked: strength ' + e.strength + ' against defence ' + e.defence;
      case 'CitySacked': return 'The barbarians sacked ' + who(e.player) + '’s city at ' + e.intersection;
      case 'DefenderAwarded': return who(e.player) + ' became Defender of Catan';
      case 'KnightsDeactivated': return 'All knights are inactive again';
      case 'KnightChanged': return who(e.player) + '’s knight ' + lower(e.change) + ' (' + e.from
        + (e.from !== e.to ? '→' + e.to : '') + ', strength ' + e.strength + (e.active ? ', active' : '') + ')';
      case 'ImprovementBuilt': return who(e.player) + ' improved ' + lower(e.track) + ' to level ' + e.level;
      case 'MetropolisPlaced': return who(e.player) + ' placed the ' + lower(e.track) + ' metropolis at ' + e.intersection;
      case 'ProgressCardDrawn': return who(e.player) + ' drew a ' + lower(e.deck) + ' progress card';
      case 'ProgressCardReceived': return '(seen by ' + who(e.player) + ') the card was ' + lower(e.card);
      case 'ProgressCardDiscarded': return who(e.player) + ' discarded a ' + lower(e.deck) + ' progress card';
      case 'ProgressCardPlayed': return who(e.player) + ' played ' + lower(e.card);
      case 'ProgressCardRevealed': return who(e.player) + ' revealed ' + lower(e.card);
      case 'MerchantPlaced': return who(e.player) + ' placed the merchant on hex ' + e.hex;
      case 'LongestRoadTaken': return who(e.player) + ' took the longest road (' + e.length + ')';
      case 'LargestArmyTaken': return who(e.player) + ' took the largest army (' + e.knights + ')';
      case 'GameWon': return who(e.player) + ' won with ' + e.points.join(' / ') + ' points';
      case 'FaultRecorded': return who(e.player) + ': fault ' + lower(e.kind) + (e.detail ? ' — ' + e.detail : '');
      case 'AgentEjected': return who(e.player) + ' was ejected after ' + e.strikes + ' strikes';
      default: {
        const rest = Object.keys(e).filter((k) => k !== 'type').map((k) => k + ' ' + JSON.stringify(e[k]));
        return e.type + (rest.length ? ': ' + rest.join(', ') : '');
      }
    }
  }

  // ---- drawing ----------------------------------------------------------------------------

  function el(name, attrs, parent) {
    const node = document.createElementNS(SVG, name);
    for (const k in attrs) { node.setAttribute(k, String(attrs[k])); }
    if (parent) { parent.appendChild(node); }
    return node;
  }

  function text(parent, x, y, value, attrs) {
    const t = el('text', Object.assign({ x: x, y: y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, attrs),
      parent);
    t.textContent = String(value);
    return t;
  }

  function hexPoints(c) {
    const w = Math.sqrt(3) / 2;
    const pts = [[0, -1], [w, -0.5], [w, 0.5], [0, 1], [-w, 0.5], [-w, -0.5]];
    return pts.map((p) => (c.x + p[0] * 0.97).toFixed(3) + ',' + (c.y + p[1] * 0.97).toFixed(3)).join(' ');
  }

  // The island's bounds with a hex of sea around for the harbours: the standard board keeps its
  // 12 x 12.4 frame, the 5-6 player island (30 hexes, rows up to 6) gets a wider and taller one.
  function seaBox(G) {
    const xs = G.hexes.map((c) => c.x); const ys = G.hexes.map((c) => c.y);
    const left = Math.min(-6, Math.min(...xs) - 1.9); const right = Math.max(6, Math.max(...xs) + 1.9);
    const top = Math.min(-6.2, Math.min(...ys) - 2.2); const bottom = Math.max(6.2, Math.max(...ys) + 2.2);
    return [left, top, right - left, bottom - top].map((v) => Number(v.toFixed(3)));
  }

  function drawBoard(svg, header, geometry, s) {
    while (svg.firstChild) { svg.removeChild(svg.firstChild); }
    const G = geometry;
    const map = header.map;
    const box = seaBox(G);
    svg.setAttribute('viewBox', box.join(' '));
    el('rect', { x: box[0], y: box[1], width: box[2], height: box[3], fill: '#4f8fc0', class: 'sea' }, svg);
    G.hexes.forEach((c, h) => {
      el('polygon', { points: hexPoints(c), fill: TERRAIN[map.terrains[h]] || '#ccc', stroke: '#5d4a2f',
        'stroke-width': 0.04, class: 'hex', 'data-hex': h, 'data-terrain': map.terrains[h] }, svg);
      const token = s.tokens[h];
      if (token > 0) {
        el('circle', { cx: c.x, cy: c.y, r: 0.32, fill: '#fbf3dc', stroke: '#5d4a2f', 'stroke-width': 0.02 }, svg);
        text(svg, c.x, c.y, token, { 'font-size': 0.34, 'font-weight': 'bold',
          fill: token === 6 || token === 8 ? '#c0392b' : '#222', class: 'token' });
      }
    });
    G.harbours.forEach((ends, slot) => {
      const kind = map.harbours[slot];
      if (!kind || kind === 'NONE') { return; }
      const a = G.intersections[ends[0]];
      const b = G.intersections[ends[1]];
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const len = Math.hypot(mx, my) || 1;
      const hx = mx + (mx / len) * 0.55;
      const hy = my + (my / len) * 0.55;
      el('line', { x1: a.x, y1: a.y, x2: hx, y2: hy, stroke: '#f5f0e0', 'stroke-width': 0.05 }, svg);
      el('line', { x1: b.x, y1: b.y, x2: hx, y2: hy, stroke: '#f5f0e0', 'stroke-width': 0.05 }, svg);
      el('circle', { cx: hx, cy: hy, r: 0.3, fill: '#f5f0e0', class: 'harbour', 'data-harbour': kind }, svg);
      text(svg, hx, hy - 0.07, kind === 'GENERIC' ? '3:1' : '2:1', { 'font-size': 0.16 });
      if (kind !== 'GENERIC') { text(svg, hx, hy + 0.1, kind.toLowerCase(), { 'font-size': 0.12 }); }
    });
    const robber = G.hexes[s.robber];
    if (robber) {
      el('circle', { cx: robber.x - 0.45, cy: robber.y + 0.1, r: 0.17, fill: '#222', stroke: '#fff',
        'stroke-width': 0.03, class: 'robber' }, svg);
    }
    const pirate = G.hexes[s.pirate];
    if (pirate) { // a black ship's hull and mast on its sea hex
      el('polygon', { points: (pirate.x - 0.3) + ',' + (pirate.y + 0.05) + ' ' + (pirate.x + 0.3) + ',' + (pirate.y + 0.05)
        + ' ' + (pirate.x + 0.2) + ',' + (pirate.y + 0.25) + ' ' + (pirate.x - 0.2) + ',' + (pirate.y + 0.25),
        fill: '#111', stroke: '#fff', 'stroke-width': 0.03, class: 'pirate', 'data-hex': s.pirate }, svg);
      el('line', { x1: pirate.x, y1: pirate.y + 0.05, x2: pirate.x, y2: pirate.y - 0.3, stroke: '#111',
        'stroke-width': 0.05 }, svg);
    }
    if (s.merchant) {
      const m = G.hexes[s.merchant.hex];
      el('polygon', { points: (m.x + 0.45) + ',' + (m.y - 0.05) + ' ' + (m.x + 0.3) + ',' + (m.y + 0.25) + ' '
        + (m.x + 0.6) + ',' + (m.y + 0.25), fill: COLOURS[s.merchant.player], stroke: '#fff', 'stroke-width': 0.03,
        class: 'merchant' }, svg);
    }
    for (const p in s.roads) {
      const ends = G.paths[p];
      const a = G.intersections[ends[0]];
      const b = G.intersections[ends[1]];
      const ax = a.x + (b.x - a.x) * 0.15; const ay = a.y + (b.y - a.y) * 0.15;
      const bx = b.x + (a.x - b.x) * 0.15; const by = b.y + (a.y - b.y) * 0.15;
      el('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: '#222', 'stroke-width': 0.17, 'stroke-linecap': 'round' }, svg);
      el('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: COLOURS[s.roads[p]], 'stroke-width': 0.11,
        'stroke-linecap': 'round', class: 'road', 'data-path': p }, svg);
    }
    // ships: a hull along the path, in the owner's colour (Seafarers, R-23.2)
    for (const p in s.ships || {}) {
      const ends = G.paths[p];
      const a = G.intersections[ends[0]];
      const b = G.intersections[ends[1]];
      const mx = (a.x + b.x) / 2; const my = (a.y + b.y) / 2;
      const ux = (b.x - a.x) / 2; const uy = (b.y - a.y) / 2; // half the path
      const nx = -uy * 0.35; const ny = ux * 0.35; // across it
      const pts = [[mx - ux * 0.6, my - uy * 0.6], [mx + ux * 0.6, my + uy * 0.6],
        [mx + ux * 0.4 + nx, my + uy * 0.4 + ny], [mx - ux * 0.4 + nx, my - uy * 0.4 + ny]];
      el('polygon', { points: pts.map((q) => q[0].toFixed(3) + ',' + q[1].toFixed(3)).join(' '), fill: COLOURS[s.ships[p]],
        stroke: '#222', 'stroke-width': 0.03, class: 'ship', 'data-path': p }, svg);
    }
    for (const i in s.buildings) {
      const b = s.buildings[i];
      const c = G.intersections[i];
      const colour = COLOURS[b.player];
      if (b.wall) {
        el('rect', { x: c.x - 0.3, y: c.y - 0.3, width: 0.6, height: 0.6, fill: 'none', stroke: '#555',
          'stroke-width': 0.08, class: 'wall' }, svg);
      }
      if (b.city) {
        el('rect', { x: c.x - 0.22, y: c.y - 0.22, width: 0.44, height: 0.44, rx: 0.05, fill: colour, stroke: '#222',
          'stroke-width': 0.04, class: 'city', 'data-intersection': i }, svg);
      } else {
        el('circle', { cx: c.x, cy: c.y, r: 0.16, fill: colour, stroke: '#222', 'stroke-width': 0.04,
          class: 'settlement', 'data-intersection': i }, svg);
      }
      if (s.metropolises[i]) {
        el('circle', { cx: c.x, cy: c.y, r: 0.1, fill: '#ffd700', stroke: '#222', 'stroke-width': 0.02,
          class: 'metropolis', 'data-track': s.metropolises[i] }, svg);
      }
    }
    for (const i in s.knights) {
      const k = s.knights[i];
      const c = G.intersections[i];
      el('circle', { cx: c.x, cy: c.y, r: 0.2, fill: k.active ? COLOURS[k.player] : '#fff',
        stroke: COLOURS[k.player], 'stroke-width': 0.06, class: k.active ? 'knight active' : 'knight',
        'data-intersection': i }, svg);
      text(svg, c.x, c.y, k.strength, { 'font-size': 0.24, 'font-weight': 'bold', fill: k.active ? '#fff' : '#222' });
    }
    BA.draw(svg, G, header.map, s, { el: el, text: text, hexPoints: hexPoints, COLOURS: COLOURS });
  }

  // The one place on the board an event names, if any: where a chronicle line points when hovered.
  function spotOfEvent(e) {
    switch (e.type) {
      case 'Built': return e.piece === 'ROAD' || e.piece === 'SHIP' ? { kind: 'path', id: e.location } : { kind: 'intersection', id: e.location };
      case 'RoadRemoved': case 'PathKnightPlaced': case 'KnightCasualty': return { kind: 'path', id: e.path };
      case 'PathKnightMoved': return { kind: 'path', id: e.to };
      case 'PathKnightChanged': return { kind: 'path', id: e.to >= 0 ? e.to : e.from };
      case 'BarbarianLanded': case 'BarbariansCaptured': return { kind: 'hex', id: e.hex };
      case 'BarbarianMoved': return { kind: 'hex', id: e.to };
      case 'RobberMoved': case 'PirateMoved': case 'MerchantPlaced': return { kind: 'hex', id: e.hex };
      case 'CitySacked': case 'MetropolisPlaced': return { kind: 'intersection', id: e.intersection };
      case 'KnightChanged': return { kind: 'intersection', id: e.to };
      default: return null;
    }
  }

  // Rings the spot an event names (clearing any ring before), or only clears when spot is null.
  function highlight(svg, geometry, spot) {
    for (const old of svg.querySelectorAll('.highlight')) { old.remove(); }
    if (!spot) { return; }
    const attrs = { fill: 'none', stroke: '#ffeb3b', 'stroke-width': 0.09, class: 'highlight' };
    if (spot.kind === 'path') {
      const ends = geometry.paths[spot.id];
      const a = geometry.intersections[ends[0]];
      const b = geometry.intersections[ends[1]];
      el('line', Object.assign(attrs, { x1: a.x, y1: a.y, x2: b.x, y2: b.y, 'stroke-width': 0.3, 'stroke-opacity': 0.8,
        'stroke-linecap': 'round', 'data-path': spot.id }), svg);
    } else if (spot.kind === 'hex') {
      const c = geometry.hexes[spot.id];
      el('polygon', Object.assign(attrs, { points: hexPoints(c), 'data-hex': spot.id }), svg);
    } else {
      const c = geometry.intersections[spot.id];
      el('circle', Object.assign(attrs, { cx: c.x, cy: c.y, r: 0.34, 'data-intersection': spot.id }), svg);
    }
  }

  function drawBarbarians(box, s, isCitiesAndKnights) {
    box.textContent = '';
    if (!isCitiesAndKnights) { box.hidden = true; return; }
    const label = document.createElement('span');
    label.textContent = 'Barbarians ';
    box.appendChild(label);
    for (let i = 0; i <= 7; i++) {
      const cell = document.createElement('span');
      cell.className = 'step' + (i === s.barbarians ? ' ship' : '') + (i === 7 ? ' island' : '');
      cell.textContent = i === s.barbarians ? '⛵' : (i === 7 ? '⚔' : String(i));
      box.appendChild(cell);
    }
  }

  function drawPlayers(box, header, s, isCitiesAndKnights) {
    box.textContent = '';
    // Catan for Two: the neutral colours 2 and 3 get a card too, with their points alone
    const seats = header.agents.length;
    const colours = seats === 2 ? header.agents.concat(['neutral 1', 'neutral 2']) : header.agents;
    colours.forEach((name, p) => {
      const pl = s.players[p];
      const card = document.createElement('div');
      card.className = 'player' + (p === s.current ? ' current' : '') + (p === s.winner ? ' winner' : '');
      card.style.borderColor = COLOURS[p];
      const title = document.createElement('div');
      title.className = 'name';
      title.textContent = name + (p === s.winner ? ' — winner' : '');
      card.appendChild(title);
      const shown = s.finalPoints && s.finalPoints[p] !== undefined ? s.finalPoints[p] : points(s, p);
      const knights = Object.values(s.knights).filter((k) => k.player === p);
      const rows = [
        ['Points', String(shown)],
        ['Cards (≈)', String(Math.max(0, pl.cards))]
      ];
      if (p >= seats) {
        rows.splice(1, 1, ['', 'neutral: builds when a player builds, holds no cards']);
      } else if (isCitiesAndKnights) {
        rows.push(['Progress cards', String(Math.max(0, pl.progress))]);
        rows.push(['Improvements', TRACKS.map((t) => t.charAt(0) + t.slice(1).toLowerCase() + ' ' + pl.improvements[t]).join(', ')]);
        if (!header.options.barbarianAttack) { // there its knights stand on paths
          rows.push(['Knights', knights.length + ' (active strength ' + knights.filter((k) => k.active)
            .reduce((a, k) => a + k.strength, 0) + ')']);
        }
      } else {
        rows.push(['Development cards', String(Math.max(0, pl.devCards))]);
      }
      if (header.options.barbarianAttack) { rows.push(...BA.playerRows(s, p, seats)); }
      const badges = [];
      if (pl.longestRoad) { badges.push('longest road'); }
      if (pl.largestArmy) { badges.push('largest army'); }
      if (pl.defender) { badges.push('defender ×' + pl.defender); }
      if (badges.length) { rows.push(['', badges.join(', ')]); }
      const dl = document.createElement('dl');
      for (const r of rows) {
        const dt = document.createElement('dt'); dt.textContent = r[0];
        const dd = document.createElement('dd'); dd.textContent = r[1];
        dl.appendChild(dt); dl.appendChild(dd);
      }
      card.appendChild(dl);
      box.appendChild(card);
    });
  }

  return {
    COLOURS: COLOURS, CARD_ORDER: CARD_ORDER, initialState: initialState, apply: apply, points: points,
    Timeline: Timeline, cardsText: cardsText, describe: describe, el: el, text: text,
    drawBoard: drawBoard, drawBarbarians: drawBarbarians, drawPlayers: drawPlayers, spotOfEvent: spotOfEvent,
    highlight: highlight
  };
}());
