-- Knights Arena schema, version 9: a game a person played against bots at the dashboard
-- (/play) is stored as a match of its own, unrated.
--
-- rated: whether the tournament's matches change ratings (rating_changes, entrants.rating); every
-- tournament so far did. person_table: for a person's game, the id of its table (the file
-- <data>/tables/<id>.json); unique, so a table is stored as one match however often storing is
-- tried (after a restart, say). NULL for every other tournament.
--
-- Such a game keeps purpose 'practice' with no league rather than a new purpose: SQLite cannot
-- change the purpose CHECK of V5 in place, and rebuilding tournaments, which entrants and
-- matches reference, is a far riskier migration than two added columns. ALTER TABLE ... ADD
-- COLUMN with a default, and a unique index (several NULLs allowed), are portable.

ALTER TABLE tournaments ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
ALTER TABLE tournaments ADD COLUMN person_table BIGINT;
CREATE UNIQUE INDEX tournaments_by_person_table ON tournaments (person_table);
