package org.knightsarena.platform.chronicle;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable byte buffer that a binary replay (format 3, {@code docs/replay-format.md}) is written
 * into: unsigned LEB128 varints (seven bits a byte, low bits first, the top bit set on every byte but
 * the last) and strings as a varint byte length and their UTF-8 bytes. Mutable, for one writer.
 */
final class ByteSink {

    private byte[] bytes;
    private int size;

    /** @param capacity the first guess of the size, in bytes */
    ByteSink(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    /** @throws IllegalArgumentException if the value is negative: the format has no negative numbers */
    void varint(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("a binary replay holds no negative numbers: " + value);
        }
        ensure(5);
        while (value >= 0x80) {
            bytes[size++] = (byte) (value | 0x80);
            value >>>= 7;
        }
        bytes[size++] = (byte) value;
    }

    /** A 64-bit value as eight bytes, most significant first: the seed uses every bit. */
    void fixed64(long value) {
        ensure(8);
        for (int shift = 56; shift >= 0; shift -= 8) {
            bytes[size++] = (byte) (value >>> shift);
        }
    }

    void string(String text) {
        bytes(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A varint length, then the bytes. */
    void bytes(byte[] data) {
        varint(data.length);
        raw(data, data.length);
    }

    /** The bytes as they are, no length. */
    void raw(byte[] data, int length) {
        ensure(length);
        System.arraycopy(data, 0, bytes, size, length);
        size += length;
    }

    /** Appends what another sink holds, as it is. */
    void raw(ByteSink other) {
        raw(other.bytes, other.size);
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
