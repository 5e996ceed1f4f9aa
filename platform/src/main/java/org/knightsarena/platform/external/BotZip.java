package org.knightsarena.platform.external;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.knightsarena.sandbox.BotRejected;
import org.knightsarena.sandbox.inspect.InspectionLimits;
import org.knightsarena.sandbox.inspect.ZipInspector;
import org.knightsarena.sandbox.problem.Problem;

/**
 * An uploaded process bot: a zip with its {@link BotManifest} at the root, checked by the
 * sandbox's {@link ZipInspector} (the JAR checks, and no links), whose entry file is in the zip.
 * Immutable.
 *
 * @param manifest the manifest
 * @param files    every file of the zip by entry name, the manifest included
 */
public record BotZip(BotManifest manifest, Map<String, byte[]> files) {

    /** Copies the files, in name order. */
    public BotZip {
        Objects.requireNonNull(manifest, "manifest");
        files = Collections.unmodifiableMap(new TreeMap<>(files));
    }

    /**
     * Reads and checks an uploaded zip.
     *
     * @param zip    the zip, never null
     * @param limits the caps of the upload, as for JARs
     * @return the bot
     * @throws BotRejected with every problem of the zip's entries, or the one problem of its
     *                     manifest or entry file, each saying what to change
     */
    public static BotZip read(Path zip, InspectionLimits limits) throws BotRejected {
        ZipInspector.Report report = ZipInspector.of(limits).inspect(zip);
        if (!report.isAccepted()) {
            throw new BotRejected(report.problems());
        }
        byte[] manifestBytes = report.files().get(BotManifest.FILE_NAME);
        if (manifestBytes == null) {
            throw refused(
                    String.valueOf(zip.getFileName()),
                    "no " + BotManifest.FILE_NAME + " at the root of the zip;"
                            + " it names the bot's language and entry file (docs/protocol.md, \"Uploading a process bot\")");
        }
        BotManifest manifest;
        try {
            manifest = BotManifest.parse(StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(manifestBytes))
                    .toString());
        } catch (CharacterCodingException e) {
            throw refused(BotManifest.FILE_NAME, "not UTF-8 text");
        } catch (BotManifest.Invalid e) {
            throw refused(BotManifest.FILE_NAME, e.getMessage());
        }
        if (!report.files().containsKey(manifest.entry())) {
            throw refused(BotManifest.FILE_NAME, "the entry '" + manifest.entry() + "' is not a file in the zip");
        }
        return new BotZip(manifest, report.files());
    }

    private static BotRejected refused(String where, String message) {
        return new BotRejected(List.of(Problem.at(where, message)));
    }

    /**
     * Writes the files into a folder that does not exist yet, each as a new regular file (never a
     * link), with the default permissions; the bot sees the folder read-only ({@link Containment}).
     *
     * <p>The paths are made from the entry names, which the {@link ZipInspector} has checked (not
     * empty, no absolute name, no {@code ..}, no backslash, no control character, no empty
     * folder name); each is also checked to land inside the folder before it is written.
     *
     * @param folder where the bot goes, whose parent exists
     * @return the bot as it runs from there
     * @throws IOException if the folder exists or a file cannot be written
     */
    public ExternalBot unpack(Path folder) throws IOException {
        Path root = Files.createDirectory(folder).toAbsolutePath().normalize();
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path target = root.resolve(file.getKey()).normalize();
            if (!target.startsWith(root) || target.equals(root)) {
                throw new IOException("the entry " + file.getKey() + " is not inside the bot's folder");
            }
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        return new ExternalBot(manifest.language(), root.resolve(manifest.entry()));
    }
}
