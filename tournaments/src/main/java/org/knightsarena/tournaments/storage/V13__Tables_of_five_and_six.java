package org.knightsarena.tournaments.storage;

import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Schema version 13: tables of 5 and 6 players (the 5–6 player extension, R-24.4).
 * {@code leagues.table_size} and {@code tournaments.table_size} took 3 or 4 and {@code
 * match_seats.seat} 0 to 3; they now take 3 to 6 and 0 to 5. Every stored row stays valid, so
 * nothing is copied.
 *
 * <p>Java rather than a script because neither dialect says this portably. PostgreSQL replaces the
 * column CHECKs (named by its {@code table_column_check} rule). SQLite cannot alter a CHECK, and
 * rebuilding the tables would mean dropping tables that others reference with foreign keys on; so
 * the stored CREATE TABLE text is edited, the procedure SQLite's manual gives for changes that
 * leave every stored row valid, and the schema version raised so every connection reloads it.
 */
public final class V13__Tables_of_five_and_six extends BaseJavaMigration {

    private static final String OLD_TABLE_SIZE = "CHECK (table_size IN (3, 4))";
    private static final String NEW_TABLE_SIZE = "CHECK (table_size BETWEEN 3 AND 6)";
    private static final String OLD_SEAT = "CHECK (seat >= 0 AND seat < 4)";
    private static final String NEW_SEAT = "CHECK (seat >= 0 AND seat < 6)";

    @Override
    public void migrate(Context context) throws SQLException {
        try (Statement s = context.getConnection().createStatement()) {
            if (CheckWidening.isSqlite(s)) {
                CheckWidening.onSqlite(
                        s,
                        new CheckWidening.Change(OLD_TABLE_SIZE, NEW_TABLE_SIZE, "leagues", "tournaments"),
                        new CheckWidening.Change(OLD_SEAT, NEW_SEAT, "match_seats"));
            } else {
                CheckWidening.onPostgresql(s, "leagues", "table_size", NEW_TABLE_SIZE);
                CheckWidening.onPostgresql(s, "tournaments", "table_size", NEW_TABLE_SIZE);
                CheckWidening.onPostgresql(s, "match_seats", "seat", NEW_SEAT);
            }
        }
    }
}
