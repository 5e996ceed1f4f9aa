-- Knights Arena schema, version 11: sign-up (issue 20). Same conventions as V1 (BIGINT epoch
-- milliseconds, lower-case TEXT codes with CHECKs); portable SQL for SQLite and PostgreSQL.
--
-- site_settings: settings an admin changes while the dashboard runs, one row per name. The only
-- one so far is 'signup' (open, invite or closed); no row means the dashboard's first start has
-- not chosen one yet.
CREATE TABLE site_settings (
  name        TEXT    PRIMARY KEY,
  value       TEXT    NOT NULL,
  updated_at  BIGINT  NOT NULL
);

-- invitations: codes an admin hands out when sign-up is by invitation. Each is usable once and
-- until it expires. The code itself is never stored, only its SHA-256 (like API tokens), so a
-- copy of the database signs nobody up. used_by is the account it created.
CREATE TABLE invitations (
  id           ${id_column},
  code_sha256  TEXT    NOT NULL UNIQUE,
  note         TEXT    NOT NULL,
  created_by   INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  created_at   BIGINT  NOT NULL,
  expires_at   BIGINT  NOT NULL,
  used_by      INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  used_at      BIGINT
);
