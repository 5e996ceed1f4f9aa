package org.knightsarena.platform.chronicle;

import java.nio.charset.StandardCharsets;

/**
 * Reads what a {@link ByteSink} wrote, checking every step against the end of the data: a
 * truncated or corrupt binary replay fails with a {@link ReplayFormatException} naming the byte
 * offset, never with an index error, a huge allocation or a loop. Mutable, for one reader.
 */
final class ByteSource {

    private final byte[] bytes;
    private int at;

    /** @param bytes the data, not copied: it must not change while read */
    ByteSource(byte[] bytes, int start) {
        this.bytes = bytes;
        this.at = start;
    }

    /**
     * @param what what the number is, for the message
     * @return an unsigned varint of at most five bytes that fits an {@code int}
     */
    int varint(String what) {
        int start = at;
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int b = next(what);
            value |= (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                if (value < 0 || (shift == 28 && b > 0x07)) {
                    throw corrupt(what + " does not fit a 32-bit number", start);
                }
                return value;
            }
        }
        throw corrupt(what + " runs past five bytes", start);
    }

    /** @return a varint that also counts at most {@code max} */
    int varint(String what, int max) {
        int start = at;
        int value = varint(what);
        if (value > max) {
            throw corrupt(what + " is " + value + ", more than " + max, start);
        }
        return value;
    }

    long fixed64(String what) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = (value << 8) | next(what);
        }
        return value;
    }

    String string(String what) {
        return new String(bytes(what), StandardCharsets.UTF_8);
    }

    /** @return bytes written with a varint length before them */
    byte[] bytes(String what) {
        int start = at;
        int length = varint(what + "'s length");
        if (length > remaining()) {
            throw corrupt(what + " is " + length + " bytes long but only " + remaining() + " are left", start);
        }
        byte[] data = java.util.Arrays.copyOfRange(bytes, at, at + length);
        at += length;
        return data;
    }

    /** @return how many bytes are left to read: a bound on any count read next */
    int remaining() {
        return bytes.length - at;
    }

    /** @throws ReplayFormatException if bytes are left over */
    void end() {
        if (at != bytes.length) {
            throw corrupt((bytes.length - at) + " bytes follow the end of the replay", at);
        }
    }

    private int next(String what) {
        if (at >= bytes.length) {
            throw new ReplayFormatException(
                    "the binary replay ends early, at byte " + at + ", while reading " + what + " (truncated?)");
        }
        return bytes[at++] & 0xff;
    }

    ReplayFormatException corrupt(String message, int offset) {
        return new ReplayFormatException("corrupt binary replay at byte " + offset + ": " + message);
    }

    int offset() {
        return at;
    }
}
