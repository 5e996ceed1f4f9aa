package org.knightsarena.tournaments.storage;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Widens column CHECK constraints in place, for migrations whose new bounds leave every stored row
 * valid (V13, V14). PostgreSQL replaces the constraint (named by its {@code table_column_check}
 * rule); SQLite cannot alter a CHECK, so the stored CREATE TABLE text is edited with
 * {@code writable_schema}, the procedure SQLite's manual gives, and the schema version raised so
 * every connection reloads it.
 */
final class CheckWidening {
    private CheckWidening() {}

    /** One CHECK to widen: its text before and after, in the tables that hold it. */
    record Change(String from, String to, String... tables) {}

    static boolean isSqlite(Statement s) throws SQLException {
        return s.getConnection()
                .getMetaData()
                .getDatabaseProductName()
                .toLowerCase()
                .contains("sqlite");
    }

    /** Edits each change's tables' stored SQL, in one raise of the schema version. */
    static void onSqlite(Statement s, Change... changes) throws SQLException {
        int version;
        try (ResultSet r = s.executeQuery("PRAGMA schema_version")) {
            r.next();
            version = r.getInt(1);
        }
        s.execute("PRAGMA writable_schema = ON");
        for (Change c : changes) {
            String names = "'" + String.join("', '", c.tables()) + "'";
            int changed = s.executeUpdate("UPDATE sqlite_schema SET sql = replace(sql, '" + c.from() + "', '" + c.to()
                    + "')" + " WHERE type = 'table' AND name IN (" + names + ") AND instr(sql, '" + c.from()
                    + "') > 0");
            if (changed != c.tables().length) {
                throw new SQLException("expected " + c.from() + " in each of " + names + ", found it in " + changed);
            }
        }
        s.execute("PRAGMA schema_version = " + (version + 1));
        s.execute("PRAGMA writable_schema = RESET");
    }

    /** Replaces the column's CHECK on PostgreSQL. */
    static void onPostgresql(Statement s, String table, String column, String check) throws SQLException {
        String name = table + "_" + column + "_check";
        s.execute("ALTER TABLE " + table + " DROP CONSTRAINT " + name);
        s.execute("ALTER TABLE " + table + " ADD CONSTRAINT " + name + " " + check);
    }
}
