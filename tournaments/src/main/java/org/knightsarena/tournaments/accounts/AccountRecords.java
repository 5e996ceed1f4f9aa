package org.knightsarena.tournaments.accounts;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.statement.Update;
import org.knightsarena.tournaments.storage.Database;

/**
 * The accounts' tables ({@code accounts} with V7's {@code disabled_at}, {@code sessions}, {@code
 * api_tokens}): the rows the dashboard's accounts, logins and API tokens are kept in. Secrets are
 * stored hashed by the caller; nothing here sees a password or a token. Thread-safe.
 */
public final class AccountRecords {
    private static final String ACCOUNT_COLUMNS = "a.id, a.username, a.role, a.created_at, a.disabled_at";

    private final Database database;

    /** @param database the arena database, never null */
    public AccountRecords(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /**
     * An account row.
     *
     * @param role the role's stored code
     * @param disabled whether the account is disabled: it cannot log in, and its sessions and tokens do not work
     */
    public record AccountRow(long id, String username, String role, Instant createdAt, boolean disabled) {}

    /** An account row with its password hash, for logging in. */
    public record Credentials(AccountRow account, String passwordHash) {}

    /** A live session row. */
    public record SessionRow(AccountRow account, String csrfToken) {}

    /** An API token's row, without its hash. */
    public record TokenRow(long id, String name, Instant createdAt, Optional<Instant> lastUsedAt) {}

    public AccountRow insertAccount(String username, String passwordHash, String role, Instant now) {
        long id = database.jdbi()
                .withHandle(h -> h.createUpdate(
                                "INSERT INTO accounts (username, password_hash, role, created_at) VALUES (:u, :p, :r, :t)")
                        .bind("u", username)
                        .bind("p", passwordHash)
                        .bind("r", role)
                        .bind("t", now.toEpochMilli())
                        .executeAndReturnGeneratedKeys("id")
                        .mapTo(Long.class)
                        .one());
        return new AccountRow(id, username, role, Instant.ofEpochMilli(now.toEpochMilli()), false);
    }

    public int countAccounts() {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM accounts")
                        .mapTo(Integer.class)
                        .one());
    }

    public Optional<Credentials> findCredentials(String username) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT " + ACCOUNT_COLUMNS + ", a.password_hash FROM accounts a"
                                // Portable: user names are ASCII, so lower() folds as SQLite's NOCASE does.
                                + " WHERE lower(a.username) = lower(:u)")
                        .bind("u", username)
                        .map((rs, ctx) -> new Credentials(account(rs), rs.getString("password_hash")))
                        .findOne());
    }

    public Optional<AccountRow> findAccount(String username) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT " + ACCOUNT_COLUMNS + " FROM accounts a"
                                + " WHERE lower(a.username) = lower(:u)")
                        .bind("u", username)
                        .map((rs, ctx) -> account(rs))
                        .findOne());
    }

    public List<AccountRow> listAccounts() {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT " + ACCOUNT_COLUMNS + " FROM accounts a ORDER BY a.id")
                        .map((rs, ctx) -> account(rs))
                        .list());
    }

    public void insertSession(String idHash, long accountId, String csrf, Instant now, Instant expires) {
        database.jdbi()
                .useHandle(h -> h.createUpdate(
                                "INSERT INTO sessions (id_sha256, account_id, csrf_token, created_at, expires_at)"
                                        + " VALUES (:id, :a, :c, :t, :e)")
                        .bind("id", idHash)
                        .bind("a", accountId)
                        .bind("c", csrf)
                        .bind("t", now.toEpochMilli())
                        .bind("e", expires.toEpochMilli())
                        .execute());
    }

    public Optional<SessionRow> findSession(String idHash, Instant now) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT " + ACCOUNT_COLUMNS + ", s.csrf_token FROM sessions s"
                                + " JOIN accounts a ON a.id = s.account_id WHERE s.id_sha256 = :id AND s.expires_at > :now"
                                + " AND a.disabled_at IS NULL")
                        .bind("id", idHash)
                        .bind("now", now.toEpochMilli())
                        .map((rs, ctx) -> new SessionRow(account(rs), rs.getString("csrf_token")))
                        .findOne());
    }

    public void deleteSession(String idHash) {
        database.jdbi()
                .useHandle(h -> h.createUpdate("DELETE FROM sessions WHERE id_sha256 = :id")
                        .bind("id", idHash)
                        .execute());
    }

    /** Sets or clears {@code disabled_at}; disabling also deletes the account's sessions. */
    public void setDisabled(long accountId, Optional<Instant> since) {
        database.jdbi().useTransaction(h -> {
            h.createUpdate("UPDATE accounts SET disabled_at = :t WHERE id = :id")
                    .bind("t", since.map(Instant::toEpochMilli).orElse(null))
                    .bind("id", accountId)
                    .execute();
            if (since.isPresent()) {
                h.createUpdate("DELETE FROM sessions WHERE account_id = :id")
                        .bind("id", accountId)
                        .execute();
            }
        });
    }

    /** Stores a new password hash and deletes the account's sessions but {@code keptSession}, if any. */
    public void updatePassword(long accountId, String passwordHash, Optional<String> keptSession) {
        database.jdbi().useTransaction(h -> {
            h.createUpdate("UPDATE accounts SET password_hash = :p WHERE id = :id")
                    .bind("p", passwordHash)
                    .bind("id", accountId)
                    .execute();
            // "IS NOT :kept" is SQLite's alone; PostgreSQL refuses it, so the kept session is a second form.
            Update delete = h.createUpdate("DELETE FROM sessions WHERE account_id = :id"
                            + (keptSession.isPresent() ? " AND id_sha256 <> :kept" : ""))
                    .bind("id", accountId);
            keptSession.ifPresent(kept -> delete.bind("kept", kept));
            delete.execute();
        });
    }

    public int deleteExpiredSessions(Instant now) {
        return database.jdbi()
                .withHandle(h -> h.createUpdate("DELETE FROM sessions WHERE expires_at <= :now")
                        .bind("now", now.toEpochMilli())
                        .execute());
    }

    public TokenRow insertToken(long accountId, String name, String tokenHash, Instant now) {
        long id = database.jdbi()
                .withHandle(h -> h.createUpdate("INSERT INTO api_tokens (account_id, name, token_sha256, created_at)"
                                + " VALUES (:a, :n, :h, :t)")
                        .bind("a", accountId)
                        .bind("n", name)
                        .bind("h", tokenHash)
                        .bind("t", now.toEpochMilli())
                        .executeAndReturnGeneratedKeys("id")
                        .mapTo(Long.class)
                        .one());
        return new TokenRow(id, name, Instant.ofEpochMilli(now.toEpochMilli()), Optional.empty());
    }

    /**
     * Records the token's use and finds its account. Two statements, not one transaction: a
     * transaction that reads and then writes can fail at once with SQLITE_BUSY when another
     * does the same, while a lone write waits for the lock (busy timeout).
     */
    public Optional<AccountRow> useToken(String tokenHash, Instant now) {
        int used = database.jdbi()
                .withHandle(h -> h.createUpdate("UPDATE api_tokens SET last_used_at = :t WHERE token_sha256 = :h")
                        .bind("t", now.toEpochMilli())
                        .bind("h", tokenHash)
                        .execute());
        if (used == 0) {
            return Optional.empty();
        }
        return database.jdbi()
                .withHandle(h -> h.createQuery(
                                "SELECT " + ACCOUNT_COLUMNS + " FROM api_tokens t"
                                        + " JOIN accounts a ON a.id = t.account_id WHERE t.token_sha256 = :h AND a.disabled_at IS NULL")
                        .bind("h", tokenHash)
                        .map((rs, ctx) -> account(rs))
                        .findOne());
    }

    public List<TokenRow> listTokens(long accountId) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT id, name, created_at, last_used_at FROM api_tokens"
                                + " WHERE account_id = :a ORDER BY id")
                        .bind("a", accountId)
                        .map((rs, ctx) -> {
                            long used = rs.getLong("last_used_at");
                            Optional<Instant> lastUsed =
                                    rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(used));
                            return new TokenRow(
                                    rs.getLong("id"),
                                    rs.getString("name"),
                                    Instant.ofEpochMilli(rs.getLong("created_at")),
                                    lastUsed);
                        })
                        .list());
    }

    public boolean deleteToken(long accountId, long tokenId) {
        return database.jdbi()
                        .withHandle(h -> h.createUpdate("DELETE FROM api_tokens WHERE id = :id AND account_id = :a")
                                .bind("id", tokenId)
                                .bind("a", accountId)
                                .execute())
                == 1;
    }

    private static AccountRow account(ResultSet rs) throws SQLException {
        rs.getLong("disabled_at");
        boolean disabled = !rs.wasNull();
        return new AccountRow(
                rs.getLong("id"),
                rs.getString("username"),
                rs.getString("role"),
                Instant.ofEpochMilli(rs.getLong("created_at")),
                disabled);
    }
}
