package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data folder and the database files are readable by their owner only (POSIX file systems). */
class OwnerOnlyTest {

    @TempDir
    Path dir;

    @Test
    void openCreatesAnOwnerOnlyDataFolderAndDatabaseFiles() throws IOException {
        Path folder = dir.resolve("arena-data");
        try (Database db = Database.open(folder)) {
            db.jdbi().useHandle(h -> h.execute("INSERT INTO agents (name, created_at) VALUES ('a', 0)"));
            assertEquals("rwx------", permissions(folder));
            assertEquals("rw-------", permissions(db.file()));
            assertEquals("rw-------", permissions(Path.of(db.file() + "-wal")));
            assertEquals("rw-------", permissions(Path.of(db.file() + "-shm")));
        }
    }

    @Test
    void openTightensAFolderAndDatabaseLeftReadableByOthers() throws IOException {
        Path folder = dir.resolve("arena-data");
        try (Database db = Database.open(folder)) {
            db.jdbi().useHandle(h -> h.execute("INSERT INTO agents (name, created_at) VALUES ('a', 0)"));
        }
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path file = folder.resolve(Database.FILE_NAME);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        try (Database db = Database.open(folder)) {
            assertEquals("rwx------", permissions(folder));
            assertEquals("rw-------", permissions(file));
            assertEquals(1, (int) db.jdbi()
                    .withHandle(h -> h.createQuery("SELECT COUNT(*) FROM agents")
                            .mapTo(Integer.class)
                            .one()));
        }
    }

    private static String permissions(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
