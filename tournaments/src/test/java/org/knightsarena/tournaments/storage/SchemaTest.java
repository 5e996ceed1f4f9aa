package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Flyway keeps the schema, and data folders made before it upgrade in place. */
class SchemaTest {

    /**
     * A data folder's {@code arena.db} made by the code before Flyway ({@code storage.Migrations} of
     * commit 4594926, which applied V1 to V7 and recorded them in {@code schema_version}), with one
     * account {@code Ada} (id 4) owning one bot {@code ada-bot} (id 9); gzipped.
     */
    private static final String PRE_FLYWAY_V7 = "pre-flyway-v7-arena.db.gz";

    @TempDir
    Path dir;

    @Test
    void dataFolderMadeBeforeFlywayIsAdoptedWithoutRunningItsScriptsAgain() throws IOException {
        unpack(PRE_FLYWAY_V7, dir.resolve(Database.FILE_NAME));
        try (Database db = Database.open(dir)) {
            List<AppliedMigration> applied = db.appliedMigrations();
            assertEquals(7, applied.get(0).version());
            assertEquals(
                    "V1 to V7 applied before Flyway (schema_version)",
                    applied.get(0).description());
            assertTrue(applied.stream().skip(1).allMatch(m -> m.version() > 7), applied.toString());
            assertEquals(
                    Optional.of(new Agent.Owner(4, "Ada")),
                    db.jdbi()
                            .onDemand(AgentDao.class)
                            .findAgentByName("ada-bot")
                            .orElseThrow()
                            .owner());
            assertEquals(0, tablesNamed(db, Schema.PRE_FLYWAY_HISTORY), "one schema history, Flyway's");
        }
        try (Database db = Database.open(dir)) {
            assertEquals(7, db.appliedMigrations().get(0).version());
            assertTrue(db.schemaVersion() >= 7);
        }
    }

    @Test
    void newDatabaseRecordsEveryScriptInFlywaysHistory() {
        try (Database db = Database.open(dir)) {
            List<Integer> versions = db.appliedMigrations().stream()
                    .map(AppliedMigration::version)
                    .toList();
            assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), versions.subList(0, 7));
            assertEquals(1, tablesNamed(db, "flyway_schema_history"));
            assertEquals(0, tablesNamed(db, Schema.PRE_FLYWAY_HISTORY));
        }
    }

    private static int tablesNamed(Database db, String name) {
        return db.jdbi()
                .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = :n")
                        .bind("n", name)
                        .mapTo(Integer.class)
                        .one());
    }

    private static void unpack(String resource, Path target) throws IOException {
        try (InputStream in = new GZIPInputStream(SchemaTest.class.getResourceAsStream(resource))) {
            Files.copy(in, target);
        }
    }
}
