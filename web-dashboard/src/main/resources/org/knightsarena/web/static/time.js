// On every page: shows each <time datetime> in the reader's local time (the server writes UTC, and
// the element's title keeps it for hover), and offers the same for text the page's scripts write
// (arena.time). Version labels are the server's (VersionLabel.java): the leaderboard's JSON carries them.
'use strict';

window.arena = (function () {
  const FORMAT = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };

  function utc(date) {
    return date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  }

  // A <time> element for an ISO instant: local text, UTC on hover.
  function time(iso) {
    const el = document.createElement('time');
    const date = new Date(iso);
    el.dateTime = iso;
    el.title = utc(date);
    el.textContent = date.toLocaleString(undefined, FORMAT);
    return el;
  }

  function localise() {
    document.querySelectorAll('time[datetime]').forEach(el => {
      const date = new Date(el.getAttribute('datetime'));
      if (!isNaN(date)) {
        el.title = utc(date);
        el.textContent = date.toLocaleString(undefined, FORMAT);
      }
    });
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', localise);
  } else {
    localise();
  }
  return { time: time };
})();
