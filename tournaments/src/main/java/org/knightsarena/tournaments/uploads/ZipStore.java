package org.knightsarena.tournaments.uploads;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Objects;
import java.util.UUID;
import java.util.stream.Stream;
import org.knightsarena.platform.external.BotZip;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.tournaments.storage.OwnerOnly;

/**
 * Uploaded process bots on disk, by the SHA-256 of their zip: the zip as uploaded,
 * {@code <data>/process-bots/<sha256>.zip} (what a machine that plays it elsewhere fetches by its
 * digest), and unpacked, {@code <data>/process-bots/<sha256>/}, which the bot runs from (read-only,
 * under bubblewrap). As in {@link JarStore}, no path is built from a user's file or bot name, and
 * identical uploads share one zip and one folder. A zip is unpacked into a fresh folder beside and
 * moved into place whole, so a folder named by a digest is always complete. Thread-safe.
 */
public final class ZipStore {
    private final Path bots;

    /** @param dataFolder the dashboard's data folder; {@code process-bots/} is created in it */
    public ZipStore(Path dataFolder) {
        this.bots = OwnerOnly.folder(
                Objects.requireNonNull(dataFolder, "dataFolder").resolve("process-bots"));
    }

    /**
     * Moves a received zip that passed its checks to its place by digest and unpacks it beside,
     * unless an identical one is there already.
     *
     * @param received the upload, as {@link JarStore#receive} took it; consumed
     * @param zip what {@link BotZip#read} read from it
     * @return the bot as it runs from its folder
     */
    public ExternalBot keep(JarStore.Received received, BotZip zip) throws IOException {
        String sha256 = received.sha256();
        if (!sha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("not a SHA-256 digest: " + sha256);
        }
        Path kept = bots.resolve(sha256 + ".zip");
        if (Files.exists(kept)) {
            Files.deleteIfExists(received.file());
        } else {
            Files.move(received.file(), kept, StandardCopyOption.ATOMIC_MOVE);
        }
        Path target = bots.resolve(sha256);
        if (!Files.isDirectory(target)) {
            Path fresh = bots.resolve(".unpacking-" + UUID.randomUUID());
            try {
                zip.unpack(fresh);
                Files.move(fresh, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException raced) {
                // The same zip, unpacked at the same moment by another upload: keep that one.
            } finally {
                delete(fresh);
            }
        }
        return new ExternalBot(
                zip.manifest().language(), target.resolve(zip.manifest().entry()));
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
