package org.knightsarena.tournaments.accounts;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.accounts.AccountRecords.AccountRow;
import org.knightsarena.tournaments.storage.Database;

/**
 * V11's rows for sign-up: the {@code signup} setting in {@code site_settings} and the {@code
 * invitations}. Codes are stored hashed by the caller, as API tokens are. Thread-safe.
 */
public final class SignupRecords {
    private static final String SIGNUP_SETTING = "signup";
    private static final String PEOPLE_LEAGUE_SETTING = "people_league";

    private final Database database;

    /** @param database the arena database, never null */
    public SignupRecords(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /**
     * An invitation's row.
     *
     * @param createdBy the admin's user name, empty when that account is gone
     * @param usedBy the user name of the account it made, empty while unused (or when that account is gone)
     */
    public record InvitationRow(
            long id,
            String note,
            Optional<String> createdBy,
            Instant createdAt,
            Instant expiresAt,
            Optional<String> usedBy,
            Optional<Instant> usedAt) {}

    /** @return the stored sign-up mode's code, empty when none was ever stored */
    public Optional<String> signupMode() {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT value FROM site_settings WHERE name = :n")
                        .bind("n", SIGNUP_SETTING)
                        .mapTo(String.class)
                        .findOne());
    }

    /** Stores the sign-up mode's code, replacing the one stored. */
    public void setSignupMode(String code, Instant now) {
        setSetting(SIGNUP_SETTING, code, now);
    }

    /** @return whether games at people's tables are rated in the People league; off until an admin turns it on */
    public boolean peopleLeagueRated() {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT value FROM site_settings WHERE name = :n")
                        .bind("n", PEOPLE_LEAGUE_SETTING)
                        .mapTo(String.class)
                        .findOne())
                .map("rated"::equals)
                .orElse(false);
    }

    /** Stores whether games at people's tables are rated in the People league (issue 21). */
    public void setPeopleLeagueRated(boolean rated, Instant now) {
        setSetting(PEOPLE_LEAGUE_SETTING, rated ? "rated" : "unrated", now);
    }

    private void setSetting(String name, String value, Instant now) {
        // Delete then insert, in one transaction: portable where an upsert is spelt differently.
        database.jdbi().useTransaction(h -> {
            h.createUpdate("DELETE FROM site_settings WHERE name = :n")
                    .bind("n", name)
                    .execute();
            h.createUpdate("INSERT INTO site_settings (name, value, updated_at) VALUES (:n, :v, :t)")
                    .bind("n", name)
                    .bind("v", value)
                    .bind("t", now.toEpochMilli())
                    .execute();
        });
    }

    /** Stores a new invitation by the SHA-256 of its code. */
    public InvitationRow insertInvitation(String codeHash, String note, long createdBy, Instant now, Instant expires) {
        long id = database.jdbi()
                .withHandle(h -> h.createUpdate(
                                "INSERT INTO invitations"
                                        + " (code_sha256, note, created_by, created_at, expires_at) VALUES (:h, :n, :b, :t, :e)")
                        .bind("h", codeHash)
                        .bind("n", note)
                        .bind("b", createdBy)
                        .bind("t", now.toEpochMilli())
                        .bind("e", expires.toEpochMilli())
                        .executeAndReturnGeneratedKeys("id")
                        .mapTo(Long.class)
                        .one());
        return findInvitation(id).orElseThrow();
    }

    /** @return every invitation, newest first */
    public List<InvitationRow> listInvitations() {
        return database.jdbi()
                .withHandle(h -> h.createQuery(INVITATION_SELECT + " ORDER BY i.id DESC")
                        .map((rs, ctx) -> invitation(rs))
                        .list());
    }

    /** @return the invitation with that id */
    public Optional<InvitationRow> findInvitation(long id) {
        return database.jdbi()
                .withHandle(h -> h.createQuery(INVITATION_SELECT + " WHERE i.id = :id")
                        .bind("id", id)
                        .map((rs, ctx) -> invitation(rs))
                        .findOne());
    }

    /** Deletes an invitation, used or not; the account it made stays. @return false when there was none */
    public boolean deleteInvitation(long id) {
        return database.jdbi()
                        .withHandle(h -> h.createUpdate("DELETE FROM invitations WHERE id = :id")
                                .bind("id", id)
                                .execute())
                == 1;
    }

    /**
     * Creates an account with an invitation, in one transaction: the invitation is marked used by
     * it, so two sign-ups with one code make one account. A failing insert (the name taken by a
     * concurrent sign-up) rolls the invitation back to unused.
     *
     * @return the account, or empty when the code is unknown, used or expired
     */
    public Optional<AccountRow> insertAccountWithInvitation(
            String codeHash, String username, String passwordHash, String role, Instant now) {
        return database.jdbi().inTransaction(h -> {
            int claimed = h.createUpdate("UPDATE invitations SET used_at = :t"
                            + " WHERE code_sha256 = :h AND used_at IS NULL AND expires_at > :t")
                    .bind("t", now.toEpochMilli())
                    .bind("h", codeHash)
                    .execute();
            if (claimed == 0) {
                return Optional.<AccountRow>empty();
            }
            long id = h.createUpdate(
                            "INSERT INTO accounts (username, password_hash, role, created_at) VALUES (:u, :p, :r, :t)")
                    .bind("u", username)
                    .bind("p", passwordHash)
                    .bind("r", role)
                    .bind("t", now.toEpochMilli())
                    .executeAndReturnGeneratedKeys("id")
                    .mapTo(Long.class)
                    .one();
            h.createUpdate("UPDATE invitations SET used_by = :a WHERE code_sha256 = :h")
                    .bind("a", id)
                    .bind("h", codeHash)
                    .execute();
            return Optional.of(new AccountRow(id, username, role, Instant.ofEpochMilli(now.toEpochMilli()), false));
        });
    }

    private static final String INVITATION_SELECT = "SELECT i.id, i.note, c.username AS created_by, i.created_at,"
            + " i.expires_at, u.username AS used_by, i.used_at FROM invitations i"
            + " LEFT JOIN accounts c ON c.id = i.created_by LEFT JOIN accounts u ON u.id = i.used_by";

    private static InvitationRow invitation(ResultSet rs) throws SQLException {
        long usedAt = rs.getLong("used_at");
        Optional<Instant> used = rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(usedAt));
        return new InvitationRow(
                rs.getLong("id"),
                rs.getString("note"),
                Optional.ofNullable(rs.getString("created_by")),
                Instant.ofEpochMilli(rs.getLong("created_at")),
                Instant.ofEpochMilli(rs.getLong("expires_at")),
                Optional.ofNullable(rs.getString("used_by")),
                used);
    }
}
