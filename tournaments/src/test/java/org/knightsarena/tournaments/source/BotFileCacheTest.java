package org.knightsarena.tournaments.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.knightsarena.tournaments.storage.Database;
import org.knightsarena.tournaments.storage.StorageBackend;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class BotFileCacheTest {

    private static final byte[] BYTES = "not really a JAR, but bytes with a digest".getBytes(StandardCharsets.UTF_8);

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    @Test
    void aFileMissingHereIsFetchedFromTheDatabaseOnceAndKeptByDigest() throws Exception {
        try (Database db = Database.open(backend.location(dir))) {
            BotFiles files = new BotFiles(db, Clock.systemUTC());
            Sha256 digest = files.store(BYTES);
            assertEquals(digest, files.store(BYTES), "stored once, whoever stores it again");
            BotFileCache cache = new BotFileCache(dir.resolve("worker-cache"), files);

            Path file = cache.path(new AgentSource.Jar(digest));

            assertEquals(
                    dir.resolve("worker-cache").resolve(digest.hex() + ".jar").toAbsolutePath(), file);
            assertArrayEquals(BYTES, Files.readAllBytes(file));
            assertEquals(1, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM bot_files")
                            .mapTo(Integer.class)
                            .one()));
        }
    }

    @Test
    void aFileChangedOnDiskIsFetchedAgainBeforeUse() throws Exception {
        try (Database db = Database.open(backend.location(dir))) {
            BotFiles files = new BotFiles(db, Clock.systemUTC());
            AgentSource.Jar jar = new AgentSource.Jar(files.store(BYTES));
            BotFileCache cache = new BotFileCache(dir.resolve("cache"), files);
            Files.write(cache.path(jar), new byte[] {1, 2, 3});

            assertArrayEquals(BYTES, Files.readAllBytes(cache.path(jar)));
        }
    }

    @Test
    void bytesInTheDatabaseThatDoNotMatchTheirDigestAreRefused() throws Exception {
        try (Database db = Database.open(backend.location(dir))) {
            BotFiles files = new BotFiles(db, Clock.systemUTC());
            Sha256 digest = files.store(BYTES);
            db.jdbi()
                    .useHandle(h -> h.createUpdate("UPDATE bot_files SET data = :d")
                            .bind("d", new byte[] {9})
                            .execute());
            BotFileCache cache = new BotFileCache(dir.resolve("cache"), files);

            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> cache.path(new AgentSource.Jar(digest)));

            assertEquals(
                    "the database's copy of the bot file " + digest + " does not match its digest (it is "
                            + Sha256.of(new byte[] {9}) + "); it is not played",
                    e.getMessage());
            assertFalse(Files.exists(dir.resolve("cache").resolve(digest.hex() + ".jar")), "nothing kept");
        }
    }

    @Test
    void aFileInNeitherPlaceIsNamedInTheError() throws Exception {
        try (Database db = Database.open(backend.location(dir))) {
            BotFileCache cache = new BotFileCache(dir.resolve("cache"), new BotFiles(db, Clock.systemUTC()));
            Sha256 digest = Sha256.of(BYTES);

            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> cache.path(new AgentSource.Jar(digest)));

            assertEquals(
                    "the bot file " + digest + " is neither in " + cache.folder() + " nor in the database",
                    e.getMessage());
        }
    }

    @Test
    void theFilesOfAFolderNamedByTheirDigestGoIntoTheDatabase() throws Exception {
        try (Database db = Database.open(backend.location(dir))) {
            BotFiles files = new BotFiles(db, Clock.systemUTC());
            Path folder = Files.createDirectories(dir.resolve("jars"));
            Sha256 digest = Sha256.of(BYTES);
            Files.write(folder.resolve(digest.hex() + ".jar"), BYTES);
            Files.write(folder.resolve("stray.jar"), new byte[] {1});
            Files.write(folder.resolve("0".repeat(64) + ".jar"), new byte[] {2}); // named by a digest it does not have

            assertEquals(1, new BotFileCache(folder, files).storeFolderInDatabase());

            assertTrue(files.has(digest));
            assertArrayEquals(BYTES, files.fetch(digest).orElseThrow());
            assertEquals(0, new BotFileCache(folder, files).storeFolderInDatabase(), "nothing left to store");
        }
    }
}
