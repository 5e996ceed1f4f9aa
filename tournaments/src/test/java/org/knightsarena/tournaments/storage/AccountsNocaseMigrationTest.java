package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * V7 makes user names unique ignoring case, on databases made at the schema before V6 (where its
 * guard, {@code V7__accounts_nocase.guard}, runs as a Flyway callback: {@link MigrationGuards}).
 */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class AccountsNocaseMigrationTest {

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    @Test
    void collidingNamesRefuseTheMigrationNamingThemAndChangeNothing() {
        try (Database old = Database.openAt(backend.location(dir), 5)) {
            insertAccounts(old, "admin", "alice", "Admin", "bob", "ALICE", "aLiCe");
        }
        MigrationRefusedException e =
                assertThrows(MigrationRefusedException.class, () -> Database.open(backend.location(dir)));
        assertEquals(
                "migration V7 (accounts nocase) refused: user names must be unique ignoring case, but these"
                        + " accounts differ only in case: 'admin' (id 1), 'Admin' (id 3); rename all but one of"
                        + " them (UPDATE accounts SET username = ... WHERE id = ...) and start again; user names"
                        + " must be unique ignoring case, but these accounts differ only in case: 'alice' (id 2),"
                        + " 'ALICE' (id 5), 'aLiCe' (id 6); rename all but one of them (UPDATE accounts SET"
                        + " username = ... WHERE id = ...) and start again",
                e.getMessage());
        try (Database kept = Database.openAt(backend.location(dir), 5)) {
            assertTrue(kept.schemaVersion() < 7);
            assertEquals(List.of("admin", "alice", "Admin", "bob", "ALICE", "aLiCe"), usernames(kept));
        }
    }

    @Test
    void cleanDatabaseUpgradesKeepingTheTypedCaseAndRefusesNewCollisions() {
        try (Database old = Database.openAt(backend.location(dir), 5)) {
            insertAccounts(old, "Ada", "bob");
        }
        try (Database db = Database.open(backend.location(dir))) {
            assertTrue(db.schemaVersion() >= 7);
            assertEquals(List.of("Ada", "bob"), usernames(db));
            assertThrows(UnableToExecuteStatementException.class, () -> insertAccounts(db, "ADA"));
            insertAccounts(db, "carol");
            assertFalse(usernames(db).contains("ADA"));
        }
    }

    private static void insertAccounts(Database db, String... names) {
        db.jdbi().useHandle(h -> {
            for (String name : names) {
                h.createUpdate("INSERT INTO accounts (username, password_hash, role, created_at)"
                                + " VALUES (:u, 'not a hash', 'participant', 0)")
                        .bind("u", name)
                        .execute();
            }
        });
    }

    private static List<String> usernames(Database db) {
        return db.jdbi()
                .withHandle(h -> h.createQuery("SELECT username FROM accounts ORDER BY id")
                        .mapTo(String.class)
                        .list());
    }
}
