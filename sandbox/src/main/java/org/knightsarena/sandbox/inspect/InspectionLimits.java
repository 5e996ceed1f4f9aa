package org.knightsarena.sandbox.inspect;

/**
 * The caps an uploaded JAR must stay within. Immutable.
 *
 * <p>Uncompressed sizes are counted as bytes are actually inflated, never taken from the sizes an
 * archive declares, so a zip bomb is stopped once it passes a cap.
 *
 * @param maxJarBytes          the largest JAR file, in bytes, at least 1
 * @param maxEntries           the most entries (files and folders), at least 1
 * @param maxTotalBytes        the most uncompressed bytes over all entries, at least 1
 * @param maxEntryBytes        the most uncompressed bytes in one entry, 1 to {@code maxTotalBytes}
 * @param maxCompressionRatio  the largest uncompressed-to-compressed ratio of an entry, at least 1;
 *                             checked once an entry has inflated past {@link #RATIO_CHECK_FLOOR}
 *                             bytes, so small, very compressible files are fine
 */
public record InspectionLimits(
        long maxJarBytes, int maxEntries, long maxTotalBytes, long maxEntryBytes, int maxCompressionRatio) {

    /** Uncompressed bytes an entry may reach before its compression ratio is checked. */
    public static final long RATIO_CHECK_FLOOR = 64 * 1024;

    private static final long MIB = 1024 * 1024;

    /** 10 MiB JAR, 2,000 entries, 50 MiB in all, 10 MiB per entry, ratio 100. */
    public static final InspectionLimits DEFAULT = new InspectionLimits(10 * MIB, 2_000, 50 * MIB, 10 * MIB, 100);

    /** @throws IllegalArgumentException naming the value and the rule when a limit is out of range */
    public InspectionLimits {
        if (maxJarBytes < 1) {
            throw new IllegalArgumentException("maxJarBytes must be at least 1: " + maxJarBytes);
        }
        if (maxEntries < 1) {
            throw new IllegalArgumentException("maxEntries must be at least 1: " + maxEntries);
        }
        if (maxTotalBytes < 1) {
            throw new IllegalArgumentException("maxTotalBytes must be at least 1: " + maxTotalBytes);
        }
        if (maxEntryBytes < 1 || maxEntryBytes > maxTotalBytes) {
            throw new IllegalArgumentException(
                    "maxEntryBytes must be 1 to maxTotalBytes (" + maxTotalBytes + "): " + maxEntryBytes);
        }
        if (maxCompressionRatio < 1) {
            throw new IllegalArgumentException("maxCompressionRatio must be at least 1: " + maxCompressionRatio);
        }
    }

    /** @return a copy with {@code maxJarBytes} changed; this record is unchanged */
    public InspectionLimits withMaxJarBytes(long bytes) {
        return new InspectionLimits(bytes, maxEntries, maxTotalBytes, maxEntryBytes, maxCompressionRatio);
    }

    /** @return a copy with {@code maxEntries} changed; this record is unchanged */
    public InspectionLimits withMaxEntries(int entries) {
        return new InspectionLimits(maxJarBytes, entries, maxTotalBytes, maxEntryBytes, maxCompressionRatio);
    }
}
