package org.knightsarena.tournaments.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

/** V10 names every stored JAR by its digest instead of the path it had on the machine that stored it. */
@ParameterizedClass
@EnumSource(StorageBackend.class)
class BotFilesMigrationTest {

    private static final String DIGEST = "cd".repeat(32);

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    @Test
    void jarSourcesKeptAsPathsBecomeDigestsAndBuiltInsStay() {
        try (Database old = Database.openAt(backend.location(dir), 9)) {
            old.jdbi().useHandle(h -> {
                h.execute(
                        "INSERT INTO agents (name, created_at) VALUES ('uploaded', 0), ('entered', 0), ('heuristic', 0)");
                h.execute(
                        "INSERT INTO agent_versions (agent_id, version, source, jar_sha256, status, created_at) VALUES"
                                + " (1, '1', 'jar:/srv/old-data/jars/" + DIGEST + ".jar', '" + DIGEST
                                + "', 'active', 0),"
                                + " (2, 'sha256-ef', 'jar:/home/me/bots/entered.jar', '" + "ef".repeat(32)
                                + "', 'active', 0),"
                                + " (3, 'builtin-1', 'heuristic', NULL, 'active', 0)");
            });
        }
        try (Database db = Database.open(backend.location(dir))) {
            assertEquals(
                    List.of("jar-sha256:" + DIGEST, "jar-sha256:" + "ef".repeat(32), "heuristic"),
                    db.jdbi()
                            .withHandle(h -> h.createQuery("SELECT source FROM agent_versions ORDER BY id")
                                    .mapTo(String.class)
                                    .list()));
        }
    }
}
