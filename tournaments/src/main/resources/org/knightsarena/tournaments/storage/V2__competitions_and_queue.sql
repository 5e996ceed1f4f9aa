-- Knights Arena schema, version 2: leagues, seasons, tournaments and their entrants, the match
-- queue, results, faults, logs, aborts, rating changes and replays.
--
-- V1 sketched the competition tables before anything wrote to them; no release wrote a row there.
-- V2 therefore drops and recreates them in their final shape instead of altering them (dropping
-- an empty table is portable; SQLite cannot alter CHECK constraints or column types in place).
-- agent_versions keeps its rows: it is copied into a table of the new shape (a 'faulty' status, a
-- source, a JAR hash that built-in agents do not have) and renamed. Portable SQL throughout,
-- except the "INTEGER PRIMARY KEY" ids and the BLOB type (BYTEA on PostgreSQL), see V1.

DROP TABLE replays;
DROP TABLE rating_history;
DROP TABLE match_faults;
DROP TABLE match_seats;
DROP TABLE matches;
DROP TABLE tournaments;
DROP TABLE seasons;
DROP TABLE league_entrants;
DROP TABLE leagues;

-- source: what a match seat names to run this version, "heuristic" for a built-in agent or
-- "jar:/absolute/path.jar" for an uploaded one ('unknown' for rows V1 stored without one, which
-- cannot be seated until registered again). jar_sha256 is NULL for built-in agents.
CREATE TABLE agent_versions_v2 (
  id          ${id_column},
  agent_id    INTEGER NOT NULL REFERENCES agents (id),
  version     TEXT    NOT NULL,
  source      TEXT    NOT NULL,
  jar_sha256  TEXT,
  status      TEXT    NOT NULL
              CHECK (status IN ('submitted', 'active', 'retired', 'rejected', 'faulty')),
  created_at  BIGINT  NOT NULL,
  UNIQUE (agent_id, version)
);

INSERT INTO agent_versions_v2 (id, agent_id, version, source, jar_sha256, status, created_at)
  SELECT id, agent_id, version, 'unknown', jar_sha256, status, created_at FROM agent_versions;

DROP TABLE agent_versions;

ALTER TABLE agent_versions_v2 RENAME TO agent_versions;

-- A league: its entrants, rules and limits. version_policy decides what a new version of an
-- entered agent does: 'next-season' waits for the next season, 'replace' also takes over the
-- old version's place in the running season.
CREATE TABLE leagues (
  id                 ${id_column},
  name               TEXT    NOT NULL UNIQUE,
  ruleset            TEXT    NOT NULL,
  table_size         INTEGER NOT NULL CHECK (table_size IN (3, 4)),
  rounds_per_season  INTEGER NOT NULL CHECK (rounds_per_season >= 1),
  turn_cap           INTEGER NOT NULL CHECK (turn_cap >= 1),
  per_decision_ms    BIGINT  NOT NULL CHECK (per_decision_ms >= 1),
  bank_ms            BIGINT  NOT NULL CHECK (bank_ms >= 0),
  strike_limit       INTEGER NOT NULL CHECK (strike_limit >= 1),
  version_policy     TEXT    NOT NULL CHECK (version_policy IN ('next-season', 'replace')),
  created_at         BIGINT  NOT NULL
);

-- The league's current entry per agent: one version each.
CREATE TABLE league_entrants (
  league_id         INTEGER NOT NULL REFERENCES leagues (id),
  agent_id          INTEGER NOT NULL REFERENCES agents (id),
  agent_version_id  INTEGER NOT NULL REFERENCES agent_versions (id),
  entered_at        BIGINT  NOT NULL,
  PRIMARY KEY (league_id, agent_id)
);

CREATE TABLE seasons (
  id          ${id_column},
  league_id   INTEGER NOT NULL REFERENCES leagues (id),
  number      INTEGER NOT NULL CHECK (number >= 1),
  status      TEXT    NOT NULL CHECK (status IN ('planned', 'running', 'closed')),
  created_at  BIGINT  NOT NULL,
  started_at  BIGINT,
  closed_at   BIGINT,
  UNIQUE (league_id, number)
);

-- A scheduled run of matches; a season runs one. run_key identifies a local command-line run
-- (its settings), so that running the same command again resumes it; NULL for seasons.
CREATE TABLE tournaments (
  id               ${id_column},
  name             TEXT    NOT NULL,
  season_id        INTEGER REFERENCES seasons (id),
  run_key          TEXT    UNIQUE,
  ruleset          TEXT    NOT NULL,
  table_size       INTEGER NOT NULL CHECK (table_size IN (3, 4)),
  rounds           INTEGER NOT NULL CHECK (rounds >= 1),
  seed             BIGINT  NOT NULL,
  turn_cap         INTEGER NOT NULL CHECK (turn_cap >= 1),
  easy_start       INTEGER NOT NULL CHECK (easy_start IN (0, 1)),
  per_decision_ms  BIGINT  NOT NULL CHECK (per_decision_ms >= 1),
  bank_ms          BIGINT  NOT NULL CHECK (bank_ms >= 0),
  strike_limit     INTEGER NOT NULL CHECK (strike_limit >= 1),
  elo_k            DOUBLE PRECISION NOT NULL,
  elo_start        DOUBLE PRECISION NOT NULL,
  status           TEXT    NOT NULL CHECK (status IN ('running', 'finished', 'closed')),
  created_at       BIGINT  NOT NULL,
  finished_at      BIGINT
);

-- Who plays in a tournament. position is the index in the schedule's entrant list; label is
-- unique in the tournament ("random#2" when an agent is entered twice). rating and games are
-- derived data, updated in the transaction that stores each result; rating_changes is the log
-- they can be recomputed from.
CREATE TABLE entrants (
  id                ${id_column},
  tournament_id     INTEGER NOT NULL REFERENCES tournaments (id),
  position          INTEGER NOT NULL CHECK (position >= 0),
  label             TEXT    NOT NULL,
  agent_version_id  INTEGER NOT NULL REFERENCES agent_versions (id),
  rating            DOUBLE PRECISION NOT NULL,
  games             INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tournament_id, position),
  UNIQUE (tournament_id, label)
);

CREATE INDEX entrants_by_agent_version ON entrants (agent_version_id);

-- The queue. A worker claims a queued match by moving it to 'running' with its lease (owner and
-- expiry); an expired lease is moved back to 'queued'. result_seq is the order results were
-- stored in, which is the order ratings are computed in.
CREATE TABLE matches (
  id                ${id_column},
  tournament_id     INTEGER NOT NULL REFERENCES tournaments (id),
  ordinal           INTEGER NOT NULL CHECK (ordinal >= 0),
  round             INTEGER NOT NULL CHECK (round >= 1),
  seed              BIGINT  NOT NULL,
  ruleset           TEXT    NOT NULL,
  turn_cap          INTEGER NOT NULL,
  easy_start        INTEGER NOT NULL CHECK (easy_start IN (0, 1)),
  per_decision_ms   BIGINT  NOT NULL,
  bank_ms           BIGINT  NOT NULL,
  strike_limit      INTEGER NOT NULL,
  status            TEXT    NOT NULL CHECK (status IN ('queued', 'running', 'finished', 'aborted')),
  lease_owner       TEXT,
  lease_expires_at  BIGINT,
  attempts          INTEGER NOT NULL DEFAULT 0,
  ending            TEXT    CHECK (ending IN ('won', 'turn-cap')),
  turns             INTEGER,
  decisions         BIGINT,
  detail            TEXT,
  result_seq        INTEGER,
  created_at        BIGINT  NOT NULL,
  started_at        BIGINT,
  finished_at       BIGINT,
  elapsed_ms        BIGINT,
  UNIQUE (tournament_id, ordinal),
  UNIQUE (tournament_id, result_seq)
);

CREATE INDEX matches_by_status ON matches (status, tournament_id, id);
CREATE INDEX matches_by_lease ON matches (status, lease_expires_at);

-- agent_version_id is the version that played the seat, set when the match is claimed (a
-- 'replace' league may swap an entrant's version between scheduling and playing).
CREATE TABLE match_seats (
  match_id          INTEGER NOT NULL REFERENCES matches (id),
  seat              INTEGER NOT NULL CHECK (seat >= 0 AND seat < 4),
  entrant_id        INTEGER NOT NULL REFERENCES entrants (id),
  agent_version_id  INTEGER REFERENCES agent_versions (id),
  place             INTEGER,
  points            INTEGER,
  faults            INTEGER NOT NULL DEFAULT 0,
  ejected           INTEGER NOT NULL DEFAULT 0 CHECK (ejected IN (0, 1)),
  PRIMARY KEY (match_id, seat)
);

CREATE INDEX match_seats_by_entrant ON match_seats (entrant_id);

CREATE TABLE match_faults (
  match_id  INTEGER NOT NULL,
  seat      INTEGER NOT NULL,
  ordinal   INTEGER NOT NULL,
  kind      TEXT    NOT NULL CHECK (kind IN ('exception', 'illegal-answer', 'timeout', 'budget', 'crashed')),
  detail    TEXT    NOT NULL,
  PRIMARY KEY (match_id, seat, ordinal),
  FOREIGN KEY (match_id, seat) REFERENCES match_seats (match_id, seat)
);

-- A seat's captured log, capped (see MatchStore.MAX_LOG_CHARS).
CREATE TABLE match_logs (
  match_id   INTEGER NOT NULL,
  seat       INTEGER NOT NULL,
  lines      INTEGER NOT NULL,
  truncated  INTEGER NOT NULL CHECK (truncated IN (0, 1)),
  text       TEXT    NOT NULL,
  PRIMARY KEY (match_id, seat),
  FOREIGN KEY (match_id, seat) REFERENCES match_seats (match_id, seat)
);

-- Every aborted attempt of a match: why, and the version blamed when that could be told.
CREATE TABLE match_aborts (
  match_id                  INTEGER NOT NULL REFERENCES matches (id),
  attempt                   INTEGER NOT NULL,
  detail                    TEXT    NOT NULL,
  blamed_seat               INTEGER,
  blamed_agent_version_id   INTEGER REFERENCES agent_versions (id),
  occurred_at               BIGINT  NOT NULL,
  PRIMARY KEY (match_id, attempt)
);

CREATE INDEX match_aborts_by_blamed ON match_aborts (blamed_agent_version_id);

CREATE TABLE rating_changes (
  match_id       INTEGER NOT NULL REFERENCES matches (id),
  entrant_id     INTEGER NOT NULL REFERENCES entrants (id),
  rating_before  DOUBLE PRECISION NOT NULL,
  rating_after   DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (match_id, entrant_id)
);

CREATE INDEX rating_changes_by_entrant ON rating_changes (entrant_id);

-- size_bytes is the uncompressed JSON size; data is its gzip.
CREATE TABLE replays (
  match_id    INTEGER PRIMARY KEY REFERENCES matches (id),
  encoding    TEXT    NOT NULL CHECK (encoding IN ('gzip')),
  size_bytes  BIGINT  NOT NULL,
  data        ${blob_type}   NOT NULL
);

-- A closed season's standings, written once when it closes and never changed.
CREATE TABLE season_standings (
  season_id      INTEGER NOT NULL REFERENCES seasons (id),
  rank           INTEGER NOT NULL,
  entrant_id     INTEGER NOT NULL REFERENCES entrants (id),
  rating         DOUBLE PRECISION NOT NULL,
  rating_low     DOUBLE PRECISION NOT NULL,
  rating_high    DOUBLE PRECISION NOT NULL,
  games          INTEGER NOT NULL,
  wins           INTEGER NOT NULL,
  mean_place     DOUBLE PRECISION NOT NULL,
  faults         INTEGER NOT NULL,
  PRIMARY KEY (season_id, rank)
);
