package org.knightsarena.tournaments.source;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The SHA-256 digest of a bot file's bytes, which names the file wherever it is stored (the
 * database, a data folder, a worker's cache). Immutable.
 *
 * @param hex 64 lower-case hex digits
 */
public record Sha256(String hex) {

    /** @throws IllegalArgumentException if {@code hex} is not 64 lower-case hex digits */
    public Sha256 {
        Objects.requireNonNull(hex, "hex");
        if (!hex.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("a SHA-256 digest is 64 lower-case hex digits, not '" + hex + "'");
        }
    }

    /** Returns the digest of {@code bytes}. */
    public static Sha256 of(byte[] bytes) {
        return new Sha256(HexFormat.of().formatHex(digest().digest(bytes)));
    }

    /** Returns the digest of a file's bytes, read as a stream. */
    public static Sha256 of(Path file) throws IOException {
        try (DigestInputStream in = new DigestInputStream(Files.newInputStream(file), digest())) {
            in.transferTo(OutputStream.nullOutputStream());
            return new Sha256(HexFormat.of().formatHex(in.getMessageDigest().digest()));
        }
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every Java platform has SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "sha256:" + hex;
    }
}
