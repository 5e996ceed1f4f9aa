-- Knights Arena schema, version 12: table games rated in the "People" league (issue 21). Same
-- conventions as V1; portable SQL for SQLite and PostgreSQL.
--
-- A rated table game is one more match of the People league's running season (so its entrants'
-- ratings carry from game to game), not a one-match tournament of its own: person_table marks
-- that match, as tournaments.person_table marks an unrated game's tournament, so a table is
-- stored once either way. The setting itself is the 'people_league' row of site_settings (V11).
ALTER TABLE matches ADD COLUMN person_table BIGINT;
CREATE UNIQUE INDEX matches_person_table ON matches (person_table);
