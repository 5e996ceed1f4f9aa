package org.knightsarena.tournaments.source;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.storage.OwnerOnly;

/**
 * The bot files of this machine, in a folder by digest ({@code <folder>/<digest>.jar}), filled
 * from the database ({@link BotFiles}) when a file is missing: what a process that plays matches
 * reads a stored source's file from. The dashboard's folder is {@code <data>/jars}, where its
 * uploads are kept already; a worker on another machine has a folder of its own.
 *
 * <p>Every file is verified against its digest each time it is handed out, so a file changed or
 * cut short on disk is fetched again, and bytes from the database that do not match their digest
 * are refused rather than played. Thread-safe: a file is written to a temporary name and moved
 * into place, so readers never see half a file.
 */
public final class BotFileCache {

    private final Path folder;
    private final BotFiles files;

    /**
     * @param folder created if missing, owner-only ({@link OwnerOnly})
     * @param files where missing files are fetched, never null
     */
    public BotFileCache(Path folder, BotFiles files) {
        this.folder = Objects.requireNonNull(folder, "folder").toAbsolutePath();
        this.files = Objects.requireNonNull(files, "files");
        OwnerOnly.folder(this.folder);
    }

    /** Returns the folder. */
    public Path folder() {
        return folder;
    }

    /**
     * Returns this machine's copy of a stored bot file, verified against its digest, fetching it
     * from the database first when missing or damaged.
     *
     * @throws IllegalStateException naming the digest when the file is in neither place, or the
     *     database's bytes do not match their digest
     * @throws UncheckedIOException if the folder cannot be read or written
     */
    public Path path(AgentSource.Stored source) {
        Objects.requireNonNull(source, "source");
        Path file = folder.resolve(source.digest().hex() + source.fileSuffix());
        try {
            if (Files.isRegularFile(file) && Sha256.of(file).equals(source.digest())) {
                return file;
            }
            byte[] bytes = files.fetch(source.digest())
                    .orElseThrow(() -> new IllegalStateException(
                            "the bot file " + source.digest() + " is neither in " + folder + " nor in the database"));
            if (!Sha256.of(bytes).equals(source.digest())) {
                throw new IllegalStateException("the database's copy of the bot file " + source.digest()
                        + " does not match its digest (it is " + Sha256.of(bytes) + "); it is not played");
            }
            Path partial = Files.createTempFile(folder, source.digest().hex(), ".part");
            try {
                Files.write(partial, bytes);
                Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(partial);
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the bot file " + source.digest() + " in " + folder, e);
        }
    }

    /**
     * Stores a file in the database, by the digest of its bytes (a file just kept in the folder, say).
     *
     * @return the digest
     * @throws UncheckedIOException if the file cannot be read
     */
    public Sha256 store(Path file) {
        try {
            return files.store(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store the bot file " + file + " in the database", e);
        }
    }

    /**
     * Copies into the database every file of the folder that is named by its digest and not stored
     * there yet, so that workers on other machines find the files a dashboard kept before the
     * database held them. Files whose name is not their digest are left alone.
     *
     * @return how many files were stored
     */
    public int storeFolderInDatabase() {
        int stored = 0;
        try (var listing = Files.list(folder)) {
            for (Path file : (Iterable<Path>) listing::iterator) {
                Optional<Sha256> named = digestNaming(file);
                if (named.isPresent()
                        && !files.has(named.get())
                        && Sha256.of(file).equals(named.get())) {
                    files.store(file);
                    stored++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the bot files of " + folder + " into the database", e);
        }
        return stored;
    }

    private static Optional<Sha256> digestNaming(Path file) {
        String name = file.getFileName().toString();
        int dot = name.indexOf('.');
        String stem = dot < 0 ? name : name.substring(0, dot);
        return Files.isRegularFile(file) && stem.matches("[0-9a-f]{64}") && !name.endsWith(".part")
                ? Optional.of(new Sha256(stem))
                : Optional.empty();
    }
}
