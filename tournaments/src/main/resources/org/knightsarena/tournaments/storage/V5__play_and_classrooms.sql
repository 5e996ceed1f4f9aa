-- Knights Arena schema, version 5: what the dashboard plays besides seasons, rolling seasons,
-- and classroom assignments. Same conventions as V1 (BIGINT epoch milliseconds, lower-case TEXT
-- codes with CHECKs). ALTER TABLE ... ADD COLUMN with a default is portable.

-- Why a tournament was scheduled: a command-line 'run', a league 'season', the 'test-match'
-- played right after an upload, or a student's 'practice' match. The queue claims higher
-- priorities first, so a test match does not wait behind a whole season. league_id is the
-- league a season, test or practice match was played for (its privacy follows that league),
-- and requested_by the account name that asked for it.
ALTER TABLE tournaments ADD COLUMN purpose TEXT NOT NULL DEFAULT 'run'
  CHECK (purpose IN ('run', 'season', 'test-match', 'practice'));
ALTER TABLE tournaments ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN league_id INTEGER REFERENCES leagues (id);
ALTER TABLE tournaments ADD COLUMN requested_by TEXT;

UPDATE tournaments SET purpose = 'season',
  league_id = (SELECT s.league_id FROM seasons s WHERE s.id = tournaments.season_id)
  WHERE season_id IS NOT NULL;

CREATE INDEX tournaments_by_league ON tournaments (league_id);

-- A season is 'regular' (a league's ordinary season), a classroom's 'scrimmage' round or its
-- 'final' season. rounds overrides the league's rounds per season (a final season of N rounds).
ALTER TABLE seasons ADD COLUMN kind TEXT NOT NULL DEFAULT 'regular'
  CHECK (kind IN ('regular', 'scrimmage', 'final'));
ALTER TABLE seasons ADD COLUMN rounds INTEGER CHECK (rounds >= 1);

-- Who may see a league: 'public' leagues are listed to everyone; a 'private' league (a
-- classroom assignment) only to its owner, its members and admins. owner is the organiser's
-- account name, NULL for leagues the platform made (the open league, the command line).
-- rolling: when a season has played all its matches the next one starts by itself.
ALTER TABLE leagues ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'
  CHECK (visibility IN ('public', 'private'));
ALTER TABLE leagues ADD COLUMN owner TEXT;
ALTER TABLE leagues ADD COLUMN rolling INTEGER NOT NULL DEFAULT 0 CHECK (rolling IN (0, 1));

-- A baseline is an entrant the organiser chose to rank students against.
ALTER TABLE league_entrants ADD COLUMN baseline INTEGER NOT NULL DEFAULT 0 CHECK (baseline IN (0, 1));

-- A classroom assignment: a private league with a join code and a deadline. Before the
-- deadline students upload and the league plays scrimmage rounds every scrimmage_every_ms
-- (0: none); at the deadline the final season of final_rounds rounds starts, and its frozen
-- standings are the grades' source.
CREATE TABLE assignments (
  league_id           INTEGER PRIMARY KEY REFERENCES leagues (id),
  join_code           TEXT    NOT NULL UNIQUE,
  deadline_at         BIGINT  NOT NULL,
  final_rounds        INTEGER NOT NULL CHECK (final_rounds >= 1),
  scrimmage_every_ms  BIGINT  NOT NULL CHECK (scrimmage_every_ms >= 0),
  last_scrimmage_at   BIGINT,
  final_season_id     INTEGER REFERENCES seasons (id)
);

CREATE TABLE league_members (
  league_id   INTEGER NOT NULL REFERENCES leagues (id),
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  joined_at   BIGINT  NOT NULL,
  PRIMARY KEY (league_id, account_id)
);

CREATE INDEX league_members_by_account ON league_members (account_id);
