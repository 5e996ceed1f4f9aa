package org.knightsarena.tournaments.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.tournaments.storage.Database;

/**
 * Bot files in the database ({@code bot_files}), by the digest of their bytes: the copy every
 * process that plays matches can reach, a worker on another machine included. A file is stored
 * once, however often it is uploaded or entered, and never changes (its name is its digest).
 * Thread-safe; each call uses its own connection unless it is given a handle.
 */
public final class BotFiles {

    private final Jdbi jdbi;
    private final Clock clock;

    /** Works on {@code database}, timing new rows by {@code clock}. */
    public BotFiles(Database database, Clock clock) {
        this.jdbi = Objects.requireNonNull(database, "database").jdbi();
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Stores a file's bytes under their digest, unless stored already.
     *
     * @return the digest of {@code bytes}
     */
    public Sha256 store(byte[] bytes) {
        return jdbi.withHandle(h -> store(h, bytes));
    }

    /** Stores a file read from disk, as {@link #store(byte[])}. */
    public Sha256 store(Path file) throws IOException {
        return store(Files.readAllBytes(file));
    }

    /** As {@link #store(byte[])}, inside the caller's transaction. */
    public Sha256 store(Handle h, byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        Sha256 digest = Sha256.of(bytes);
        // ON CONFLICT DO NOTHING is understood by SQLite and PostgreSQL alike: two processes storing
        // the same file at once both succeed, and one row is kept.
        h.createUpdate("INSERT INTO bot_files (sha256, size_bytes, data, created_at) VALUES (:sha, :size, :data, :now)"
                        + " ON CONFLICT (sha256) DO NOTHING")
                .bind("sha", digest.hex())
                .bind("size", (long) bytes.length)
                .bind("data", bytes)
                .bind("now", clock.millis())
                .execute();
        return digest;
    }

    /** Returns the bytes stored under {@code digest}, as stored (the caller verifies them). */
    public Optional<byte[]> fetch(Sha256 digest) {
        Objects.requireNonNull(digest, "digest");
        return jdbi.withHandle(h -> h.createQuery("SELECT data FROM bot_files WHERE sha256 = :sha")
                .bind("sha", digest.hex())
                .mapTo(byte[].class)
                .findOne());
    }

    /** Returns whether a file is stored under {@code digest}. */
    public boolean has(Sha256 digest) {
        Objects.requireNonNull(digest, "digest");
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM bot_files WHERE sha256 = :sha")
                        .bind("sha", digest.hex())
                        .mapTo(Integer.class)
                        .one())
                > 0;
    }
}
