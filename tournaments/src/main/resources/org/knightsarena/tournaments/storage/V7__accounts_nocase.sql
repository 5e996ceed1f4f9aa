-- Knights Arena schema, version 7: accounts. User names are unique ignoring case, so 'Admin' can no longer
-- sit beside 'admin' and a login by any case of a name finds the one account.
-- Names keep the case they were typed in (shown as typed); only comparisons ignore it. User
-- names are ASCII (Accounts.checkUsername), so SQLite's NOCASE, which folds ASCII only, is exact;
-- ${nocase_username} is "username COLLATE NOCASE" on SQLite and "lower(username)" on PostgreSQL
-- (storage.Dialect).
-- V7__accounts_nocase.guard refuses this script, naming the colliding accounts, when
-- existing rows would break the new index; without it the index would fail with a bare
-- "UNIQUE constraint failed".

CREATE UNIQUE INDEX accounts_username_nocase ON accounts (${nocase_username});

-- An admin can disable an account: it cannot log in, and its sessions and API tokens are refused,
-- from the moment this is set (epoch milliseconds) until it is cleared again. Its bots stay and
-- keep playing.
ALTER TABLE accounts ADD COLUMN disabled_at BIGINT;
