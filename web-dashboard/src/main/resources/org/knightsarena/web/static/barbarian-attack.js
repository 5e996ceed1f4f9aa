// Barbarian Attack (Traders & Barbarians, docs/rules/traders-and-barbarians.md) for board.js:
// the barbarians on the coast and the knights on paths, rebuilt from the events as board.js rebuilds
// the rest of the table, described in words and drawn on its SVG. With Cities & Knights pieces a
// path knight has a strength and is active or not; in Catan for Two the one
// knight of a neutral colour is the Foreign Knight. Every text goes in through
// textContent or attributes, never innerHTML.
'use strict';

window.ArenaBarbarianAttack = (function () {
  const MOVE = 3; // an active knight that moves past 3 paths becomes inactive
  const FOREIGN_COLOUR = 2; // the Foreign Knight is the first neutral colour's

  // ---- state -------------------------------------------------------------------------------

  // Each path's neighbours (the paths sharing an intersection with it), from the board geometry:
  // the viewer needs a move's length, which PathKnightMoved does not carry.
  function pathGraph(geometry) {
    const at = {};
    geometry.paths.forEach((ends, p) => { for (const i of ends) { (at[i] = at[i] || []).push(p); } });
    return geometry.paths.map((ends, p) => ends.flatMap((i) => at[i]).filter((q) => q !== p));
  }

  // The fewest paths from one path to another, as the engine counts a move (breadth first).
  function distance(graph, from, to) {
    const steps = { [from]: 0 };
    const queue = [from];
    for (let k = 0; k < queue.length; k++) {
      const p = queue[k];
      if (p === to) { return steps[p]; }
      for (const q of graph[p]) { if (steps[q] === undefined) { steps[q] = steps[p] + 1; queue.push(q); } }
    }
    return Infinity;
  }

  // Applies one Barbarian Attack event to board.js's state; returns false for any other event.
  // s.pathKnights maps a path to its knight {player, strength, active}; graph may be null (no
  // geometry), and then a long move of an active knight cannot be told and leaves it active.
  function apply(s, e, graph) {
    const P = s.players;
    const ranked = s.ranked; // Cities & Knights pieces: strength and activity
    switch (e.type) {
      case 'BarbarianLanded': s.hexBarbarians[e.hex] = e.barbarians; return true;
      case 'BarbarianMoved': // Treason: one barbarian from a hex to another
        s.hexBarbarians[e.from] = Math.max(0, (s.hexBarbarians[e.from] || 0) - 1);
        s.hexBarbarians[e.to] = (s.hexBarbarians[e.to] || 0) + 1;
        return true;
      case 'BarbarianCardPlayed': s.intrigue = e.card === 'INTRIGUE'; return true;
      case 'BarbariansCaptured': captured(s, e); return true;
      case 'PathKnightPlaced': // with C&K pieces a basic, inactive recruit for 1 wool and 1 ore
        if (ranked && s.started && e.player < s.seats) { P[e.player].cards -= 2; }
        s.pathKnights[e.path] = { player: e.player, strength: 1, active: false };
        return true;
      case 'PathKnightMoved': moved(s, e, graph); return true;
      case 'PathKnightChanged': changed(s, e); return true;
      case 'KnightCasualty': delete s.pathKnights[e.path]; return true;
      case 'KnightsDeactivated': for (const p in s.pathKnights) { s.pathKnights[p].active = false; } return false;
      case 'GoldChanged': P[e.player].gold = e.gold; return true;
      default: return false;
    }
  }

  // a move past 3 paths costs 1 grain with the base rules and, with C&K pieces, makes an
  // active knight inactive; a move onto another's knight is a displacement, the knight
  // action that makes it inactive; the displaced knight's PathKnightChanged follows.
  function moved(s, e, graph) {
    const knight = s.pathKnights[e.from] || { player: e.player, strength: 1, active: false };
    if (e.paidGrain && e.player < s.seats) { s.players[e.player].cards -= 1; }
    const displacing = s.pathKnights[e.to] !== undefined;
    if (displacing || (graph && distance(graph, e.from, e.to) > MOVE)) { knight.active = false; }
    delete s.pathKnights[e.from];
    s.pathKnights[e.to] = knight;
  }

  // an activation (1 grain), a promotion (1 wool, 1 ore) or a displacement (R-24.1.13:
  // to the nearest free path, or back to the supply when e.to is -1; the mover stands on e.from).
  function changed(s, e) {
    if (s.started && e.player < s.seats) {
      s.players[e.player].cards -= e.change === 'ACTIVATED' ? 1 : e.change === 'PROMOTED' ? 2 : 0;
    }
    if (e.to >= 0) { s.pathKnights[e.to] = { player: e.player, strength: e.strength, active: e.active }; }
  }

  // knights all round a hex free it, its barbarians become prisoners (those beyond the
  // knights leave too); an Intrigue card, which the capture follows at once, takes the
  // one barbarian only. The event does not say which, so the card played just before tells.
  function captured(s, e) {
    const taken = e.prisoners.reduce((a, n) => a + n, 0);
    s.hexBarbarians[e.hex] = s.intrigue ? Math.max(0, (s.hexBarbarians[e.hex] || 0) - taken) : 0;
    s.intrigue = false;
    e.prisoners.forEach((n, p) => { s.players[p].prisoners += n; });
  }

  function isForeign(s, player) { return s.seats === 2 && player === FOREIGN_COLOUR; }

  // ---- words -------------------------------------------------------------------------------

  // The chronicle line of a Barbarian Attack event, or null for any other. who names a colour;
  // turnPlayer is the seat whose turn it is (a knight of another seat moves only when it was placed
  // in the special build phase, R-24.4.5), undefined when not known.
  function describe(e, who, seats, turnPlayer) {
    const foreign = seats === 2 && e.player === FOREIGN_COLOUR;
    const special = turnPlayer !== undefined && turnPlayer >= 0 && e.player !== turnPlayer && !foreign;
    switch (e.type) {
      case 'BarbarianLanded': return 'Barbarians landed on hex ' + e.hex + ' (' + e.barbarians + ' there'
        + (e.barbarians >= 3 ? ': conquered)' : ')');
      case 'BarbarianMoved': return who(e.player) + ' moved a barbarian from hex ' + e.from + ' to hex ' + e.to;
      case 'BarbariansCaptured': return 'The barbarians of hex ' + e.hex + ' were captured (prisoners by seat: '
        + e.prisoners.join(' / ') + ')';
      case 'BarbarianCardPlayed': return who(e.player) + ' bought and played ' + e.card.toLowerCase().replace(/_/g, ' ');
      case 'PathKnightPlaced': return foreign ? 'The Foreign Knight (neutral) entered on path ' + e.path
        : who(e.player) + ' placed a knight on path ' + e.path + (special ? ' in the special build phase' : '');
      case 'PathKnightMoved': return (foreign ? 'The Foreign Knight' : who(e.player) + '’s knight') + ' moved from path '
        + e.from + ' to path ' + e.to + (e.paidGrain ? ' (paid 1 grain)' : '')
        + (special ? ', at once: placed in the special build phase' : '');
      case 'PathKnightChanged': return changedText(e, who);
      case 'KnightCasualty': return who(e.player) + '’s knight on path ' + e.path + ' fell';
      case 'GoldChanged': return who(e.player) + (e.change >= 0 ? ' received ' : ' paid ') + Math.abs(e.change)
        + ' gold (now ' + e.gold + ')';
      default: return null;
    }
  }

  function changedText(e, who) {
    const state = e.active ? 'active' : 'inactive';
    switch (e.change) {
      case 'ACTIVATED': return who(e.player) + ' activated the knight on path ' + e.to + ' (strength ' + e.strength + ')';
      case 'PROMOTED': return who(e.player) + ' promoted the knight on path ' + e.to + ' to strength ' + e.strength
        + ' (' + state + ')';
      case 'DISPLACED': return who(e.player) + '’s knight of strength ' + e.strength + ' was displaced from path ' + e.from
        + (e.to >= 0 ? ' to path ' + e.to + ' (' + state + ')' : ' back to the supply');
      default: return who(e.player) + '’s knight on path ' + e.to + ': ' + String(e.change).toLowerCase()
        + ' (strength ' + e.strength + ', ' + state + ')';
    }
  }

  // ---- drawing -----------------------------------------------------------------------------

  // A tower on the castle hex, one dark figure per barbarian on a coastal hex, a red veil over a
  // conquered hex (3 barbarians, R-24.1.4) and a shield for each knight on a path: in its owner's
  // colour; with C&K pieces white while inactive, with its strength as a numeral (as C&K knights on
  // intersections are drawn); the Foreign Knight in the first neutral colour, ringed in black.
  function draw(svg, G, map, s, B) {
    const castle = map.terrains.indexOf('CASTLE');
    if (castle >= 0) {
      const c = G.hexes[castle];
      B.el('path', { d: 'M' + (c.x - 0.35) + ' ' + (c.y + 0.35) + ' v-0.5 h0.14 v0.12 h0.14 v-0.12 h0.14 v0.12 h0.14'
        + ' v-0.12 h0.14 v0.5 z', fill: '#6d6a63', stroke: '#222', 'stroke-width': 0.03, class: 'castle',
        'data-hex': castle }, svg);
    }
    for (const h in s.hexBarbarians) {
      const n = s.hexBarbarians[h];
      const c = G.hexes[h];
      if (!n || !c) { continue; }
      if (n >= 3) {
        B.el('polygon', { points: B.hexPoints(c), fill: '#7b1010', 'fill-opacity': 0.45, class: 'conquered', 'data-hex': h }, svg);
      }
      for (let i = 0; i < n; i++) {
        B.el('circle', { cx: c.x - 0.3 + i * 0.3, cy: c.y - 0.55, r: 0.12, fill: '#3b2a20', stroke: '#f5f0e0',
          'stroke-width': 0.03, class: 'barbarian', 'data-hex': h }, svg);
      }
    }
    for (const p in s.pathKnights) { drawKnight(svg, G, s, p, B); }
  }

  function drawKnight(svg, G, s, p, B) {
    const k = s.pathKnights[p];
    const ends = G.paths[p];
    const a = G.intersections[ends[0]];
    const b = G.intersections[ends[1]];
    const mx = (a.x + b.x) / 2; const my = (a.y + b.y) / 2;
    const colour = B.COLOURS[k.player];
    const foreign = isForeign(s, k.player);
    const filled = !s.ranked || k.active;
    const shield = B.el('path', { d: 'M' + (mx - 0.15) + ' ' + (my - 0.15) + ' h0.3 v0.12 q0 0.14 -0.15 0.21 q-0.15 -0.07 -0.15 -0.21 z',
      fill: filled ? colour : '#fff', stroke: foreign ? '#000' : (filled ? '#222' : colour),
      'stroke-width': foreign ? 0.05 : 0.04,
      class: 'path-knight' + (s.ranked && k.active ? ' active' : '') + (foreign ? ' foreign-knight' : ''),
      'data-path': p, 'data-player': k.player, 'data-strength': k.strength, 'data-active': String(s.ranked && k.active) }, svg);
    B.el('title', {}, shield).textContent = (foreign ? 'the Foreign Knight (neutral)' : 'knight')
      + (s.ranked ? ', strength ' + k.strength + (k.active ? ', active' : ', inactive') : '');
    if (s.ranked) {
      B.text(svg, mx, my - 0.04, k.strength, { 'font-size': 0.17, 'font-weight': 'bold', fill: filled ? '#fff' : '#222',
        class: 'path-knight-strength', 'data-path': p });
    }
  }

  // The player card's rows for Barbarian Attack: prisoners, gold and path knights (R-24.1.7,
  // ), or for the first neutral colour of Catan for Two where its Foreign Knight stands.
  function playerRows(s, p, seats) {
    const mine = Object.values(s.pathKnights).filter((k) => k.player === p);
    if (p >= seats) {
      if (!isForeign(s, p)) { return []; }
      const at = Object.keys(s.pathKnights).find((path) => s.pathKnights[path].player === p);
      return [['Foreign Knight', at === undefined ? 'not yet in play' : 'on path ' + at]];
    }
    const rows = [['Prisoners', String(s.players[p].prisoners)], ['Gold', String(s.players[p].gold)]];
    rows.push(['Path knights', s.ranked ? mine.length + ' (active strength ' + mine.filter((k) => k.active)
      .reduce((n, k) => n + k.strength, 0) + ')' : String(mine.length)]);
    return rows;
  }

  return { pathGraph: pathGraph, distance: distance, apply: apply, describe: describe, draw: draw,
    playerRows: playerRows };
}());
