-- Knights Arena schema, version 4: indexes for the dashboard's matches list (GET /api/matches),
-- which shows matches latest first, filtered by status, league (its seasons' tournaments) or bot,
-- with a total for paging, and must stay quick with 100,000 stored matches.
--
-- matches.finished_at is set exactly when a match is finished or given up, so "finished or
-- aborted, latest first" is a range scan of matches_by_finished; one status, or the tournaments of
-- a league, read their own index in finish order (the list's ORDER BY is finished_at, id).
CREATE INDEX matches_by_finished ON matches (finished_at, id);
CREATE INDEX matches_by_status_finished ON matches (status, finished_at, id);
CREATE INDEX matches_by_tournament_finished ON matches (tournament_id, finished_at, id);

-- A bot's matches: its entrants' seats, with the match id in the index so that no table row is
-- read. It replaces the index on entrant_id alone, which it covers.
CREATE INDEX match_seats_by_entrant_match ON match_seats (entrant_id, match_id);
DROP INDEX match_seats_by_entrant;
