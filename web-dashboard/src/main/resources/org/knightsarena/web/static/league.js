// League page: reads /api/leagues/{id}/leaderboard (its first LEADERBOARD_LINES lines, for the
// season the page names, if any) and
// /api/matches?league={id} (a page of {total, limit, offset, matches}) and fills the tables, again
// every few seconds while a season plays. Every text goes into the page through
// textContent, never through innerHTML.
'use strict';

(function () {
  const REFRESH_MS = 3000;
  // The most lines the API gives in one page; a bigger table says how many more there are.
  const LEADERBOARD_LINES = 200;
  const section = document.getElementById('league');
  if (!section) {
    return;
  }
  const league = section.dataset.leagueId;
  const season = section.dataset.season;

  function cell(row, text) {
    const td = document.createElement('td');
    td.textContent = text;
    row.appendChild(td);
    return td;
  }

  function fill(tbody, rows) {
    while (tbody.firstChild) {
      tbody.removeChild(tbody.firstChild);
    }
    rows.forEach(row => tbody.appendChild(row));
  }

  // The server labels each version (VersionLabel.java) and sends the labels with the table.
  function versionLabel(board, version) {
    return (board.versionLabels && board.versionLabels[version]) || (version == null || version === '' ? '–' : version);
  }

  function leaderboardRow(board, line) {
    const tr = document.createElement('tr');
    tr.className = 'entrant';
    cell(tr, String(line.rank));
    cell(tr, line.name).className = 'name';
    cell(tr, versionLabel(board, line.version));
    const spread = Math.max(line.rating - line.low, line.high - line.rating);
    cell(tr, Math.round(line.rating) + ' ± ' + Math.round(spread)).className = 'rating';
    cell(tr, String(line.games)).className = 'games';
    cell(tr, line.winPercent.toFixed(1));
    cell(tr, line.games === 0 ? '–' : line.meanPlace.toFixed(2));
    cell(tr, String(line.faults));
    const trend = cell(tr, line.trend == null ? '–' : (line.trend >= 0 ? '+' : '') + Math.round(line.trend));
    trend.className = 'trend ' + (line.trend == null ? '' : line.trend >= 0 ? 'up' : 'down');
    if (line.baseline) {
      tr.classList.add('baseline');
      tr.title = 'Baseline';
    }
    return tr;
  }

  function waitingText(board, waiting) {
    if (!waiting || waiting.length === 0) {
      return '';
    }
    return 'Entered, playing from the next season: '
      + waiting.map(w => w.name + ' (' + versionLabel(board, w.version) + ')').join(', ') + '.';
  }

  function matchRow(match) {
    const tr = document.createElement('tr');
    tr.className = 'match';
    const id = cell(tr, '');
    const page = document.createElement('a');
    page.href = '/matches/' + encodeURIComponent(match.id);
    page.className = 'match-link';
    page.textContent = String(match.id);
    id.appendChild(page);
    const finished = cell(tr, match.finishedAt ? '' : '–');
    if (match.finishedAt) {
      finished.appendChild(window.arena.time(match.finishedAt));
    }
    cell(tr, match.seats.map(s => s.name + ' (' + (s.place == null ? '–' : s.place) + ', '
      + (s.points == null ? '–' : s.points) + ')').join(', '));
    cell(tr, match.status);
    const td = cell(tr, '');
    if (match.replay) {
      const a = document.createElement('a');
      a.href = match.replay;
      a.className = 'replay-link';
      a.textContent = 'Replay';
      td.appendChild(a);
    }
    return tr;
  }

  function seasonText(season) {
    if (!season) {
      return 'No season yet.';
    }
    return 'Season ' + season.number + ': ' + season.status + ', ' + season.done + ' / ' + season.total
      + ' matches done.';
  }

  async function refresh() {
    const [board, page] = await Promise.all([
      fetch('/api/leagues/' + encodeURIComponent(league) + '/leaderboard?limit=' + LEADERBOARD_LINES
        + (season ? '&season=' + encodeURIComponent(season) : '')).then(r => r.json()),
      fetch('/api/matches?limit=50&league=' + encodeURIComponent(league)).then(r => r.json())
    ]);
    document.getElementById('season').textContent = seasonText(board.league.season);
    const lines = board.entrants.map(line => leaderboardRow(board, line));
    if (board.total > board.entrants.length) {
      const more = document.createElement('tr');
      more.id = 'more-entrants';
      cell(more, (board.total - board.entrants.length) + ' more bots below these; the API pages the whole table ('
        + board.next + ')').colSpan = 9;
      lines.push(more);
    }
    fill(document.querySelector('#leaderboard tbody'), lines);
    document.getElementById('waiting').textContent = waitingText(board, board.waiting);
    fill(document.querySelector('#matches tbody'), page.matches.map(matchRow));
    // Keep refreshing while the league plays, or until its next season starts.
    const latest = board.league.season;
    return (latest && latest.status === 'running') || (board.waiting && board.waiting.length > 0);
  }

  async function loop() {
    let again = true;
    try {
      again = await refresh();
    } catch (e) {
      document.getElementById('season').textContent = 'Could not load the league: ' + e;
    }
    if (again) {
      setTimeout(loop, REFRESH_MS);
    }
  }

  loop();
})();
