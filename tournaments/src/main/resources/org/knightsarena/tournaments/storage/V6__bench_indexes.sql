-- Knights Arena schema, version 6: indexes for the dashboard's matches list, found with
-- arena bench-dashboard on 100,000 stored matches (docs/benchmarks.md, "Dashboard under load").
--
-- match_seats_by_agent_version: the matches list filtered by agent looks up the seats an agent's
-- versions played. Without it SQLite built an automatic index over every seat (375,000 rows) for
-- each request. V1 had this index; V2 recreated match_seats without it.
--
-- matches_by_finished: the matches list is ordered by finished_at, id (latest first). With it a
-- query that constrains finished_at (finished_at IS NOT NULL covers every finished and given-up
-- match) walks the index from the end and stops after one page instead of sorting every match.
CREATE INDEX IF NOT EXISTS match_seats_by_agent_version ON match_seats (agent_version_id);
CREATE INDEX IF NOT EXISTS matches_by_finished ON matches (finished_at, id);
