package org.knightsarena.sandbox.inspect;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the entries of a zip that a Unix unzip would make symbolic links: those whose central
 * directory record was made on Unix with a file type of {@code S_IFLNK} in its external
 * attributes. Java's zip classes do not show these attributes, so the central directory is read
 * here, from the end-of-central-directory record. The platform never makes a link when it unpacks
 * a zip, but a link in a bot's zip is refused all the same, so the bot does not run differently
 * from how its author tested it.
 */
final class ZipLinks {
    private static final int END_SIGNATURE = 0x06054b50;
    private static final int ENTRY_SIGNATURE = 0x02014b50;
    private static final int END_SIZE = 22;
    private static final int ENTRY_SIZE = 46;
    private static final int MADE_ON_UNIX = 3;
    private static final int FILE_TYPE_MASK = 0170000;
    private static final int SYMBOLIC_LINK = 0120000;

    private ZipLinks() {}

    /**
     * @param zip a zip small enough to read whole (the size limit is checked before)
     * @return the names of link entries, or empty if the central directory cannot be read (which
     *         the reader's own check of the central directory reports)
     */
    static Optional<List<String>> in(Path zip) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(zip)).order(ByteOrder.LITTLE_ENDIAN);
        int end = -1;
        for (int i = b.limit() - END_SIZE; i >= Math.max(0, b.limit() - END_SIZE - 0xFFFF); i--) {
            if (b.getInt(i) == END_SIGNATURE) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            return Optional.empty();
        }
        int count = Short.toUnsignedInt(b.getShort(end + 10));
        long offset = Integer.toUnsignedLong(b.getInt(end + 16));
        List<String> links = new ArrayList<>();
        int at = (int) Math.min(offset, b.limit());
        for (int n = 0; n < count; n++) {
            if (at + ENTRY_SIZE > b.limit() || b.getInt(at) != ENTRY_SIGNATURE) {
                return Optional.empty();
            }
            int madeOn = Short.toUnsignedInt(b.getShort(at + 4)) >>> 8;
            int nameLength = Short.toUnsignedInt(b.getShort(at + 28));
            int extraLength = Short.toUnsignedInt(b.getShort(at + 30));
            int commentLength = Short.toUnsignedInt(b.getShort(at + 32));
            int mode = b.getInt(at + 38) >>> 16;
            if (at + ENTRY_SIZE + nameLength > b.limit()) {
                return Optional.empty();
            }
            if (madeOn == MADE_ON_UNIX && (mode & FILE_TYPE_MASK) == SYMBOLIC_LINK) {
                byte[] name = new byte[nameLength];
                b.get(at + ENTRY_SIZE, name);
                links.add(new String(name, java.nio.charset.StandardCharsets.UTF_8));
            }
            at += ENTRY_SIZE + nameLength + extraLength + commentLength;
        }
        return Optional.of(links);
    }
}
