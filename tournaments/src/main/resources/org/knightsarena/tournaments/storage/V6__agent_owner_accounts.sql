-- Knights Arena schema, version 6: a bot is owned by an account, by the account's id.
--
-- Until V5 agents.owner was a plain user name, and the built-in sample bots were owned by the
-- name 'arena', which anyone could sign up as and so take over the sample bots. Now
-- owner_account_id names the owning account; NULL means no account owns the bot: the built-in
-- sample bots, and the JARs of command-line tournaments ('arena tournament'). Nobody can upload a
-- version of a bot no account owns.
--
-- Upgrading: rows owned by 'arena' become owned by no account; rows owned by a user name get
-- that account's id when an account has the name, else no owner (nobody could prove the name
-- any more). A JAR version under an 'arena' row can only have come from an upload by an account
-- that took the name (the platform registers the sample bots without a JAR): it is retired, so
-- that it plays no more. Then the name column goes: the owner is the account's id alone.
-- ALTER TABLE ... ADD COLUMN and DROP COLUMN are portable (SQLite 3.35 or later).

ALTER TABLE agents ADD COLUMN owner_account_id INTEGER REFERENCES accounts (id);

UPDATE agents SET owner_account_id = (SELECT ac.id FROM accounts ac WHERE ac.username = agents.owner)
  WHERE owner <> 'arena';

UPDATE agent_versions SET status = 'retired'
  WHERE jar_sha256 IS NOT NULL AND agent_id IN (SELECT id FROM agents WHERE owner = 'arena');

ALTER TABLE agents DROP COLUMN owner;

CREATE INDEX agents_by_owner ON agents (owner_account_id);
