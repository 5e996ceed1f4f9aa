// Replay viewer: reads /api/replays/{id}, rebuilds what the table looked like after each event
// and draws it with board.js, which must be loaded first. On /replays/open it reads a replay file
// the visitor chooses or drops instead (a replay file or a saved /api/replays/{id} answer), in the
// browser: the file is never sent anywhere.
'use strict';

(function () {
  const B = window.ArenaBoard;
  const Timeline = B.Timeline;
  const describe = B.describe;
  const drawBoard = B.drawBoard;
  const drawBarbarians = B.drawBarbarians;
  const drawPlayers = B.drawPlayers;
  const BASE_STEP_MS = 500;

  // ---- the viewer -------------------------------------------------------------------------

  function Viewer(root) {
    this.root = root;
    this.id = root.dataset.replayId;
    this.canReveal = root.dataset.canReveal === 'true';
    this.local = root.dataset.local === 'true';
    this.maxFormat = Number(root.dataset.maxFormat || 1);
    this.position = 0;
    this.timer = null;
    this.q = (sel) => root.querySelector(sel);
  }

  Viewer.prototype.load = function (reveal) {
    const url = '/api/replays/' + encodeURIComponent(this.id) + (reveal ? '?reveal=true' : '');
    this.q('#status').textContent = 'Loading…';
    return fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((r) => r.json().then((body) => {
        if (!r.ok) { throw new Error(body.error || ('HTTP ' + r.status)); }
        return body;
      }))
      .then((data) => this.show(data))
      .catch((err) => { this.q('#status').textContent = 'Cannot show this replay: ' + err.message; });
  };

  // A local file: a replay ({format, header, events, actions}) or an /api/replays/{id} answer
  // ({format, header, events, geometry, ...}). The board geometry is the server's, as for a stored replay.
  Viewer.prototype.openFile = function (file) {
    const status = this.q('#status');
    status.textContent = 'Reading ' + file.name + '…';
    return file.text()
      .then((text) => {
        let data;
        try { data = JSON.parse(text); } catch (e) { throw new Error(file.name + ' is not JSON: ' + e.message); }
        if (!data || typeof data !== 'object' || !data.header || !Array.isArray(data.events)
            || !data.header.options || !Array.isArray(data.header.agents)) {
          throw new Error(file.name + ' is not a replay: it needs a header with options and agents, and a list of events');
        }
        if (data.format !== undefined && data.format > this.maxFormat) {
          throw new Error(file.name + ' is in replay format ' + data.format + '; this viewer reads up to ' + this.maxFormat);
        }
        const geometry = data.geometry ? Promise.resolve(data.geometry)
          : data.header.map || !data.header.options.scenario
            ? fetch('/api/board-geometry?players=' + data.header.agents.length, { headers: { Accept: 'application/json' } }).then((r) => r.json())
            : this.scenarioBoard(data.header, text);
        return geometry.then((g) => {
          this.q('h1').textContent = file.name + ': ' + data.header.agents.join(', ');
          this.show({ header: data.header, events: data.events, geometry: g, board: data.board,
            revealed: data.revealed !== false });
          status.textContent = 'Showing ' + file.name + ' from your machine: every event in the file.';
        });
      })
      .catch((err) => { status.textContent = 'Cannot show this file: ' + err.message; });
  };

  // A Seafarers scenario replay carries no map: the server deals the board again from the
  // scenario, the players and the seed. The seed is read from the file's text, since a 64-bit
  // number loses digits in JSON.parse.
  Viewer.prototype.scenarioBoard = function (header, text) {
    const seed = (text.match(/"seed"\s*:\s*(-?\d+)/) || [])[1];
    if (seed === undefined) { return Promise.reject(new Error('the header has no seed to deal its scenario\'s board from')); }
    const url = '/api/scenario-board?scenario=' + encodeURIComponent(header.options.scenario)
      + '&players=' + header.agents.length + '&seed=' + seed;
    return fetch(url, { headers: { Accept: 'application/json' } })
      .then((r) => r.json().then((body) => {
        if (!r.ok) { throw new Error(body.error || ('the board could not be dealt: HTTP ' + r.status)); }
        return dealtBoard(header, body);
      }));
  };

  // A scenario's dealt board ({geometry, map, robber, pirate}, from /api/scenario-board or the
  // board of an /api/replays/{id} answer) put where a standard replay's header has its map.
  function dealtBoard(header, board) {
    header.map = board.map;
    header.robberStart = board.robber;
    header.pirateStart = board.pirate;
    return board.geometry;
  }

  Viewer.prototype.bindFile = function () {
    const input = this.q('#replay-file');
    const drop = this.q('#drop');
    input.addEventListener('change', () => { if (input.files.length) { this.openFile(input.files[0]); } });
    drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
    drop.addEventListener('dragleave', () => drop.classList.remove('over'));
    drop.addEventListener('drop', (e) => {
      e.preventDefault();
      drop.classList.remove('over');
      if (e.dataTransfer.files.length) { this.openFile(e.dataTransfer.files[0]); }
    });
    this.q('#status').textContent = 'Choose or drop a replay file.';
  };

  Viewer.prototype.show = function (data) {
    const keepTurn = this.timeline ? this.state().turn : null;
    // a stored scenario game: the server dealt its board from the seed, which JSON.parse would round
    if (data.board && !data.header.map) { data.geometry = dealtBoard(data.header, data.board); }
    this.data = data;
    this.names = data.header.agents;
    this.isCk = data.header.options.ruleset === 'CITIES_AND_KNIGHTS';
    this.timeline = new Timeline(data.header, data.events, data.geometry);
    const scrub = this.q('#scrub');
    scrub.max = String(data.events.length);
    this.q('#turn').max = String(this.timeline.turnStarts.length);
    this.fillChronicle();
    if (this.canReveal) { this.q('#reveal-label').hidden = false; }
    let start = this.fromHash();
    if (start === null && keepTurn !== null) { start = this.turnPosition(keepTurn); }
    this.go(start === null ? 0 : start);
    if (!this.local) {
      this.q('#status').textContent = data.revealed ? 'Showing every event, hidden ones included.'
        : 'Showing what every player saw.';
    }
    this.root.classList.add('loaded');
  };

  Viewer.prototype.fillChronicle = function () {
    const list = this.q('#chronicle');
    list.textContent = '';
    let turnPlayer; // whose turn it is, which Barbarian Attack's lines use
    this.items = this.data.events.map((e, i) => {
      if (e.type === 'TurnStarted') { turnPlayer = e.player; }
      const li = document.createElement('li');
      li.textContent = describe(e, this.names, turnPlayer);
      li.dataset.event = String(i + 1);
      li.className = 'event ' + e.type;
      li.addEventListener('click', () => this.go(i + 1));
      const spot = B.spotOfEvent(e); // hovering a line rings the intersection, path or hex it names
      if (spot) {
        li.classList.add('has-spot');
        li.addEventListener('mouseenter', () => B.highlight(this.q('#board'), this.data.geometry, spot));
        li.addEventListener('mouseleave', () => B.highlight(this.q('#board'), this.data.geometry, null));
      }
      list.appendChild(li);
      return li;
    });
  };

  Viewer.prototype.state = function () { return this.timeline.at(this.position); };

  Viewer.prototype.go = function (position) {
    if (!this.data) { return; } // a local viewer before its file is read
    const max = this.data.events.length;
    const p = Math.max(0, Math.min(max, position | 0));
    const previous = this.items[this.position - 1];
    if (previous) { previous.classList.remove('current'); }
    this.position = p;
    const s = this.state();
    drawBoard(this.q('#board'), this.data.header, this.data.geometry, s);
    drawBarbarians(this.q('#barbarians'), s, this.isCk);
    drawPlayers(this.q('#players'), this.data.header, s, this.isCk);
    const item = this.items[p - 1];
    if (item) {
      item.classList.add('current');
      // Scroll the chronicle only (scrollIntoView would scroll the whole page as well).
      const list = this.q('#chronicle');
      if (item.offsetTop < list.scrollTop || item.offsetTop > list.scrollTop + list.clientHeight - item.offsetHeight) {
        list.scrollTop = item.offsetTop - list.clientHeight / 2;
      }
    }
    this.q('#scrub').value = String(p);
    this.q('#turn').value = String(s.turn);
    this.q('#position').textContent = 'Event ' + p + ' of ' + max + (s.turn ? ' · turn ' + s.turn : ' · set-up');
    history.replaceState(null, '', '#event=' + p);
    if (p >= max) { this.pause(); }
  };

  Viewer.prototype.turnPosition = function (turn) {
    if (turn <= 0) { return 0; }
    const starts = this.timeline.turnStarts;
    return starts[Math.min(turn, starts.length) - 1];
  };

  Viewer.prototype.stepTurn = function (delta) {
    if (!this.data) { return; }
    const turn = this.state().turn;
    const starts = this.timeline.turnStarts;
    if (delta > 0) {
      const next = starts.find((p) => p > this.position);
      this.go(next === undefined ? this.data.events.length : next);
    } else {
      const start = this.turnPosition(turn);
      const before = starts.filter((p) => p < this.position && p !== start).pop();
      this.go(this.position > start ? start : (before === undefined ? 0 : before));
    }
  };

  Viewer.prototype.play = function () {
    if (!this.data) { return; }
    if (this.timer) { this.pause(); return; }
    if (this.position >= this.data.events.length) { this.go(0); }
    const speed = Number(this.q('#speed').value) || 1;
    this.q('#play').textContent = 'Pause';
    this.timer = setInterval(() => this.go(this.position + 1), BASE_STEP_MS / speed);
  };

  Viewer.prototype.pause = function () {
    if (this.timer) { clearInterval(this.timer); this.timer = null; }
    this.q('#play').textContent = 'Play';
  };

  Viewer.prototype.fromHash = function () {
    const m = /^#event=(\d+)$/.exec(location.hash);
    return m ? Number(m[1]) : null;
  };

  Viewer.prototype.bind = function () {
    this.q('#first').addEventListener('click', () => this.go(0));
    this.q('#back').addEventListener('click', () => this.go(this.position - 1));
    this.q('#forward').addEventListener('click', () => this.go(this.position + 1));
    this.q('#last').addEventListener('click', () => this.go(this.data.events.length));
    this.q('#play').addEventListener('click', () => this.play());
    this.q('#prev-turn').addEventListener('click', () => this.stepTurn(-1));
    this.q('#next-turn').addEventListener('click', () => this.stepTurn(1));
    this.q('#scrub').addEventListener('input', (e) => this.go(Number(e.target.value)));
    this.q('#turn').addEventListener('change', (e) => this.go(this.turnPosition(Number(e.target.value))));
    this.q('#speed').addEventListener('change', () => { if (this.timer) { this.pause(); this.play(); } });
    this.q('#reveal').addEventListener('change', (e) => this.load(e.target.checked));
    window.addEventListener('hashchange', () => {
      const p = this.fromHash();
      if (p !== null && p !== this.position) { this.go(p); }
    });
    document.addEventListener('keydown', (e) => {
      if (!this.data || e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') { return; }
      const keys = {
        ArrowRight: () => (e.shiftKey ? this.stepTurn(1) : this.go(this.position + 1)),
        ArrowLeft: () => (e.shiftKey ? this.stepTurn(-1) : this.go(this.position - 1)),
        PageDown: () => this.stepTurn(1),
        PageUp: () => this.stepTurn(-1),
        Home: () => this.go(0),
        End: () => this.go(this.data.events.length),
        ' ': () => this.play()
      };
      const action = keys[e.key];
      if (action) { e.preventDefault(); action(); }
    });
  };

  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('viewer');
    if (!root) { return; }
    const viewer = new Viewer(root);
    viewer.bind();
    if (viewer.local) { viewer.bindFile(); } else { viewer.load(false); }
  });
}());
