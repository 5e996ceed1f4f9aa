-- Knights Arena schema, version 8: a league and a requested match are owned by an account, by the
-- account's id, as bots are since V6.
--
-- Until V7 leagues.owner (the organiser who runs a league or classroom assignment) and
-- tournaments.requested_by (who asked for a practice or test match) were user names, compared by
-- name. Now owner_account_id and requested_by_account_id name the account; NULL means no account:
-- the leagues the platform made (the open league, the command line) and tournaments nobody asked
-- for (seasons, command-line runs).
--
-- Upgrading: each name becomes the id of the account with that name, ignoring case (user names
-- are unique ignoring case since V7). A league whose owner name matches no account (the account
-- was renamed or removed by hand) gets no owner: only admins manage it from then on, since nobody
-- can prove the name any more. A request by a name that matches no account is kept with no
-- requester. Then the name columns go. Names are compared with lower() on both sides, which
-- folds exactly as SQLite's NOCASE does since user names are ASCII, and runs on PostgreSQL too.
-- ALTER TABLE ... ADD COLUMN and DROP COLUMN are portable (SQLite 3.35 or later).

ALTER TABLE leagues ADD COLUMN owner_account_id INTEGER REFERENCES accounts (id);

UPDATE leagues SET owner_account_id =
    (SELECT ac.id FROM accounts ac WHERE lower(ac.username) = lower(leagues.owner))
  WHERE owner IS NOT NULL;

ALTER TABLE leagues DROP COLUMN owner;

CREATE INDEX leagues_by_owner ON leagues (owner_account_id);

ALTER TABLE tournaments ADD COLUMN requested_by_account_id INTEGER REFERENCES accounts (id);

UPDATE tournaments SET requested_by_account_id =
    (SELECT ac.id FROM accounts ac WHERE lower(ac.username) = lower(tournaments.requested_by))
  WHERE requested_by IS NOT NULL;

ALTER TABLE tournaments DROP COLUMN requested_by;

CREATE INDEX tournaments_by_requester ON tournaments (league_id, requested_by_account_id);
