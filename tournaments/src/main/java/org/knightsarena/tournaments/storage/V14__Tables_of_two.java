package org.knightsarena.tournaments.storage;

import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Schema version 14: tables of 2 players, Catan for Two. {@code leagues.table_size} and
 * {@code tournaments.table_size} took 3 to 6 (V13); they now take 2 to 6. Seats stay 0 to 5 and
 * every stored row stays valid, so nothing is copied ({@link CheckWidening}, as in V13).
 */
public final class V14__Tables_of_two extends BaseJavaMigration {

    private static final String OLD_TABLE_SIZE = "CHECK (table_size BETWEEN 3 AND 6)";
    private static final String NEW_TABLE_SIZE = "CHECK (table_size BETWEEN 2 AND 6)";

    @Override
    public void migrate(Context context) throws SQLException {
        try (Statement s = context.getConnection().createStatement()) {
            if (CheckWidening.isSqlite(s)) {
                CheckWidening.onSqlite(
                        s, new CheckWidening.Change(OLD_TABLE_SIZE, NEW_TABLE_SIZE, "leagues", "tournaments"));
            } else {
                CheckWidening.onPostgresql(s, "leagues", "table_size", NEW_TABLE_SIZE);
                CheckWidening.onPostgresql(s, "tournaments", "table_size", NEW_TABLE_SIZE);
            }
        }
    }
}
