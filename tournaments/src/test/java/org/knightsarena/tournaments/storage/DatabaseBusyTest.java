package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.Optional;
import org.jdbi.v3.core.JdbiException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which storage failures pass by themselves, on a real SQLite file held locked by another connection. */
class DatabaseBusyTest {

    @TempDir
    Path dir;

    @Test
    void aWriteThatOutwaitsTheBusyTimeoutIsTransient() throws Exception {
        try (Database db = Database.open(dir);
                Connection other = DriverManager.getConnection("jdbc:sqlite:" + db.file())) {
            db.jdbi().useHandle(h -> h.execute("CREATE TABLE scratch (x INTEGER)"));
            Statement sql = other.createStatement();
            sql.execute("BEGIN IMMEDIATE"); // holds the one write lock, as a backup or a sqlite3 session would
            JdbiException failure = assertThrows(
                    JdbiException.class, () -> db.jdbi().useHandle(h -> h.execute("INSERT INTO scratch VALUES (1)")));
            sql.execute("ROLLBACK");

            Optional<String> reason = DatabaseBusy.reason(failure);
            assertTrue(reason.isPresent(), "a lock past the busy timeout is transient: " + failure);
            assertTrue(reason.get().contains("locked") || reason.get().contains("BUSY"), reason.get());
        }
    }

    @Test
    void aMistakeInTheStatementIsNot() {
        try (Database db = Database.open(dir)) {
            JdbiException failure = assertThrows(
                    JdbiException.class,
                    () -> db.jdbi().useHandle(h -> h.execute("INSERT INTO no_such_table VALUES (1)")));
            assertEquals(Optional.empty(), DatabaseBusy.reason(failure));
            assertEquals(Optional.empty(), DatabaseBusy.reason(new IllegalStateException("not storage at all")));
        }
    }

    @Test
    void aPoolWithNoConnectionToGiveInTimeIsTransient() {
        RuntimeException wrapped = new RuntimeException(new SQLTransientConnectionException("pool timed out"));
        assertEquals(Optional.of("pool timed out"), DatabaseBusy.reason(wrapped));
    }
}
