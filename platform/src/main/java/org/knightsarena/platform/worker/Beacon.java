package org.knightsarena.platform.worker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Which seat a worker JVM is asking right now, in a small memory-mapped file that the parent
 * reads: the cheap way to blame a seat for a worker that died or hung.
 *
 * <p>The worker stores the number of the match it starts playing, and two {@code long}s when an agent call starts (the call's wall-clock
 * allowance, then the call) and one when it returns, so the fast path costs three plain stores and
 * no system call. The file outlives the process, so
 * the parent reads the last value even after a {@code System.exit}, {@code Runtime.halt}, an
 * out-of-memory exit or a kill. The value packs a call counter (which tells the parent whether a
 * call is new or the same one still running) and the seat plus one (0 meaning "no agent is being
 * asked"): {@code call << 8 | (seat + 1)}.
 *
 * <p>The writing side is used by the worker's playing thread only; the reading side by the
 * parent's thread that holds the worker.
 */
final class Beacon {

    private static final int BYTES = 3 * Long.BYTES;
    private static final int CALL = 0;
    private static final int ALLOWANCE = Long.BYTES;
    private static final int MATCH = 2 * Long.BYTES;

    private final MappedByteBuffer buffer;
    private long call;

    private Beacon(MappedByteBuffer buffer) {
        this.buffer = buffer;
    }

    /**
     * Maps a beacon file for the worker, which writes it.
     *
     * @param file the file the parent created, never null
     * @throws UncheckedIOException if the file cannot be opened or mapped
     */
    static Beacon writer(Path file) {
        return open(file, FileChannel.MapMode.READ_WRITE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    /**
     * Creates and maps a beacon file for the parent, which reads it.
     *
     * @param file a file to create, never null; it must not exist
     * @throws UncheckedIOException if the file cannot be created or mapped
     */
    static Beacon reader(Path file) {
        try {
            Files.write(file, new byte[BYTES], StandardOpenOption.CREATE_NEW);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the worker's beacon file " + file + ": " + e.getMessage(), e);
        }
        return open(file, FileChannel.MapMode.READ_ONLY, StandardOpenOption.READ);
    }

    private static Beacon open(Path file, FileChannel.MapMode mode, OpenOption... options) {
        try (FileChannel channel = FileChannel.open(file, options)) {
            return new Beacon(channel.map(mode, 0, BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot map the worker's beacon file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Marks the start of a call to the agent in {@code seat}.
     *
     * @param allowanceNanos the wall-clock time the match runner gave the call, 0 when it gave none
     */
    void enter(int seat, long allowanceNanos) {
        call++;
        // the allowance first: a parent that sees the new call then reads its allowance
        buffer.putLong(ALLOWANCE, allowanceNanos);
        buffer.putLong(CALL, call << 8 | (seat + 1));
    }

    /**
     * Marks the start of the worker's {@code match}-th match (counted from 1, as the parent sent
     * them), with no agent being asked: the parent, which may have queued further matches, then
     * knows which one a death or a hang belongs to.
     */
    void begin(long match) {
        buffer.putLong(CALL, call << 8);
        buffer.putLong(MATCH, match);
    }

    /** Marks that no agent is being asked. */
    void leave() {
        buffer.putLong(CALL, call << 8);
    }

    /** @return {@code time} in nanoseconds, 0 for a negative time and {@code Long.MAX_VALUE} for centuries */
    static long nanos(Duration time) {
        try {
            return Math.max(0, time.toNanos());
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /** @return what the worker last stored */
    Reading read() {
        long value = buffer.getLong(CALL);
        long allowance = buffer.getLong(ALLOWANCE);
        int seat = (int) (value & 0xFF) - 1;
        return new Reading(
                buffer.getLong(MATCH),
                value >>> 8,
                seat < 0 ? OptionalInt.empty() : OptionalInt.of(seat),
                allowance > 0 ? Optional.of(Duration.ofNanos(allowance)) : Optional.empty());
    }

    /**
     * One look at the beacon.
     *
     * @param match     the number of the match the worker plays or played last, 0 before its first
     * @param call      counts the agent calls the worker started
     * @param seat      the seat being asked, if an agent call is under way
     * @param allowance the wall-clock time that call was given, if it was given one
     */
    record Reading(long match, long call, OptionalInt seat, Optional<Duration> allowance) {}
}
