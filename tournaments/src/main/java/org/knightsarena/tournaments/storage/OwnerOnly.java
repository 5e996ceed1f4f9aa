package org.knightsarena.tournaments.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Keeps the data folder's contents to the account that runs the arena: folders {@code rwx------}
 * (0700), files {@code rw-------} (0600). The database holds password hashes, session and token
 * digests and every private league, so no other local user may read it. An existing folder or
 * file that is more open is tightened, with a log line saying so. On file systems without POSIX
 * permissions (Windows) nothing is changed.
 */
public final class OwnerOnly {

    private static final System.Logger LOG = System.getLogger(OwnerOnly.class.getName());
    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private OwnerOnly() {}

    /**
     * Creates the folder (with its parents, which keep the usual permissions) when missing, and
     * makes it owner-only.
     *
     * @return the folder
     * @throws UncheckedIOException if it cannot be created or its permissions set
     */
    public static Path folder(Path folder) {
        try {
            if (Files.notExists(folder) && isPosix(folder.toAbsolutePath().getParent())) {
                Files.createDirectories(folder.toAbsolutePath().getParent());
                Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(FOLDER));
            } else {
                Files.createDirectories(folder);
            }
            restrict(folder, FOLDER);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the owner-only folder " + folder, e);
        }
    }

    /**
     * Creates the file empty when missing, and makes it owner-only.
     *
     * @throws UncheckedIOException if it cannot be created or its permissions set
     */
    public static void file(Path file) {
        try {
            if (Files.notExists(file) && isPosix(file.toAbsolutePath().getParent())) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(FILE));
            }
            restrictIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make " + file + " owner-only", e);
        }
    }

    /**
     * Makes the file owner-only when it exists (a database's {@code -wal} and {@code -shm}, say).
     *
     * @throws UncheckedIOException if its permissions cannot be set
     */
    public static void fileIfExists(Path file) {
        try {
            restrictIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make " + file + " owner-only", e);
        }
    }

    private static void restrictIfExists(Path file) throws IOException {
        if (Files.exists(file)) {
            restrict(file, FILE);
        }
    }

    private static void restrict(Path path, Set<PosixFilePermission> wanted) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        Set<PosixFilePermission> now = view.readAttributes().permissions();
        if (!now.equals(wanted)) {
            view.setPermissions(wanted);
            LOG.log(
                    Level.WARNING,
                    "made {0} owner-only ({1}, was {2}): other local users could read it",
                    path.toAbsolutePath(),
                    PosixFilePermissions.toString(wanted),
                    PosixFilePermissions.toString(now));
        }
    }

    private static boolean isPosix(Path folder) {
        Path existing = folder;
        while (existing != null && Files.notExists(existing)) {
            existing = existing.getParent();
        }
        return existing != null && Files.getFileAttributeView(existing, PosixFileAttributeView.class) != null;
    }
}
