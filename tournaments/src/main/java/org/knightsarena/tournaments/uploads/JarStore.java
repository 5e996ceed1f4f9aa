package org.knightsarena.tournaments.uploads;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import org.knightsarena.tournaments.storage.OwnerOnly;

/**
 * Uploaded bot JARs on disk, named by the SHA-256 of their bytes: {@code <data>/jars/<sha256>.jar}.
 * No path is ever built from anything a user sent (file names, bot names); identical uploads
 * share one file. Thread-safe.
 */
public final class JarStore {
    private final Path jars;
    private final Path incoming;

    /** @param dataFolder the dashboard's data folder; {@code jars/} and {@code incoming/} are created in it */
    public JarStore(Path dataFolder) {
        this.jars = Objects.requireNonNull(dataFolder, "dataFolder").resolve("jars");
        this.incoming = dataFolder.resolve("incoming");
        OwnerOnly.folder(jars);
        OwnerOnly.folder(incoming);
    }

    /** @return the folder the JARs are kept in, {@code <data>/jars} */
    public Path folder() {
        return jars;
    }

    /** An upload received into a temporary file, with the digest of its bytes. */
    public record Received(Path file, String sha256, long size) {}

    /** Thrown when an upload is larger than allowed; nothing is kept. */
    public static final class TooLarge extends Exception {
        private static final long serialVersionUID = 1L;

        TooLarge(long limit) {
            super("the JAR is larger than " + limit + " bytes");
        }
    }

    /**
     * Copies an upload into a temporary file (never more than {@code maxBytes + 1} bytes) and
     * digests it. The caller must {@link #discard} or {@link #keep} the result.
     *
     * @throws TooLarge when the stream holds more than {@code maxBytes} bytes
     */
    public Received receive(InputStream in, long maxBytes) throws IOException, TooLarge {
        Path file = Files.createTempFile(incoming, "upload-", ".jar");
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every Java platform has SHA-256", e);
        }
        long size = 0;
        try (OutputStream out = new DigestOutputStream(Files.newOutputStream(file), sha)) {
            byte[] buffer = new byte[64 * 1024];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                size += n;
                if (size > maxBytes) {
                    throw new TooLarge(maxBytes);
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException | TooLarge | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
        return new Received(file, HexFormat.of().formatHex(sha.digest()), size);
    }

    /** Moves a received upload to its place by digest; an identical stored JAR is kept as it is. */
    public Path keep(Received received) throws IOException {
        Path target = path(received.sha256());
        if (Files.exists(target)) {
            Files.deleteIfExists(received.file());
        } else {
            Files.move(received.file(), target, StandardCopyOption.ATOMIC_MOVE);
        }
        return target;
    }

    /** Deletes a received upload that is not kept. */
    public void discard(Received received) {
        try {
            Files.deleteIfExists(received.file());
        } catch (IOException ignored) {
            // Left in incoming/, which holds nothing else of value.
        }
    }

    /**
     * @param sha256 64 lower-case hex digits
     * @return where the JAR with that digest is stored
     * @throws IllegalArgumentException when the digest is malformed
     */
    public Path path(String sha256) {
        if (!sha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("not a SHA-256 digest: " + sha256);
        }
        return jars.resolve(sha256 + ".jar");
    }
}
