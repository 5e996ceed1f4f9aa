-- Knights Arena schema, version 15: variants and Seafarers scenarios wherever a ruleset is chosen
-- (issues 16 and 17). Same conventions as V1; portable SQL for SQLite and PostgreSQL.
--
-- variants is the comma-separated list of variant ids named (game.state.Variant, as --variant
-- takes it; '' for none) and scenario the Seafarers scenario's name (NULL for none). Every stored
-- row, made before variants existed, is a game without any, which is what the defaults say, so
-- nothing is copied. A league's seasons, its classroom assignments included, play the league's
-- choice; a tournament records its own and each of its matches the one it is played with.
ALTER TABLE leagues ADD COLUMN variants TEXT NOT NULL DEFAULT '';
ALTER TABLE leagues ADD COLUMN scenario TEXT;
ALTER TABLE tournaments ADD COLUMN variants TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN scenario TEXT;
ALTER TABLE matches ADD COLUMN variants TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN scenario TEXT;
