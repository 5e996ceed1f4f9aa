-- Knights Arena schema, version 3: dashboard accounts, login sessions and API tokens.
-- Same conventions as V1 (BIGINT epoch milliseconds, lower-case TEXT codes with CHECKs).
-- Secrets are never stored: sessions and API tokens are kept as SHA-256 hashes of the random
-- values handed to the browser or the script, passwords as bcrypt hashes.

CREATE TABLE accounts (
  id             ${id_column},
  username       TEXT    NOT NULL UNIQUE,
  password_hash  TEXT    NOT NULL,
  role           TEXT    NOT NULL CHECK (role IN ('admin', 'organiser', 'participant')),
  created_at     BIGINT  NOT NULL
);

CREATE TABLE sessions (
  id_sha256    TEXT    PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  csrf_token   TEXT    NOT NULL,
  created_at   BIGINT  NOT NULL,
  expires_at   BIGINT  NOT NULL
);

CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE TABLE api_tokens (
  id            ${id_column},
  account_id    INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name          TEXT    NOT NULL,
  token_sha256  TEXT    NOT NULL UNIQUE,
  created_at    BIGINT  NOT NULL,
  last_used_at  BIGINT
);

CREATE INDEX api_tokens_by_account ON api_tokens (account_id);
