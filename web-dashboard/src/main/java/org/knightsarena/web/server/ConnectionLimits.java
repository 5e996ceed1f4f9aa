package org.knightsarena.web.server;

import java.time.Duration;
import java.util.Objects;

/**
 * What the HTTP server allows each connection, so slow or idle clients cannot hold its threads.
 * Immutable.
 *
 * @param idleTimeout          a connection that sends and receives nothing for this long is closed;
 *                             positive
 * @param headerTimeout        a connection whose request headers take longer than this to arrive is
 *                             closed (within one and a half times it); positive
 * @param readTimeout          a request whose body stops arriving for this long fails with 408 and
 *                             frees its thread; also the grace before the minimum rate applies;
 *                             positive
 * @param minBytesPerSecond    a request body arriving slower than this while the server waits for
 *                             it, past the grace, has its connection closed; at least 1
 * @param perAddress           connections one client address may hold open at once; at least 1
 */
public record ConnectionLimits(
        Duration idleTimeout, Duration headerTimeout, Duration readTimeout, long minBytesPerSecond, int perAddress) {
    /**
     * 30 s idle, 10 s for a request's headers, 10 s without body bytes (and of grace before the
     * rate), 1 KiB/s, 64 connections per address (a browser opens
     * about 6 per site, so this leaves room for several people behind one address).
     */
    public static final ConnectionLimits DEFAULT =
            new ConnectionLimits(Duration.ofSeconds(30), Duration.ofSeconds(10), Duration.ofSeconds(10), 1024, 64);

    /** @throws IllegalArgumentException naming the value and the rule when a value is out of range */
    public ConnectionLimits {
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(headerTimeout, "headerTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        if (!isPositive(idleTimeout) || !isPositive(headerTimeout) || !isPositive(readTimeout)) {
            throw new IllegalArgumentException("connection timeouts must be positive: idle " + idleTimeout
                    + ", headers " + headerTimeout + ", read " + readTimeout);
        }
        if (minBytesPerSecond < 1 || perAddress < 1) {
            throw new IllegalArgumentException("connection limits must be at least 1: " + minBytesPerSecond
                    + " bytes per second, " + perAddress + " connections per address");
        }
    }

    /** @return a copy allowing {@code connections} per address; this record is unchanged */
    public ConnectionLimits withPerAddress(int connections) {
        return new ConnectionLimits(idleTimeout, headerTimeout, readTimeout, minBytesPerSecond, connections);
    }

    /** @return a copy giving request headers {@code timeout} to arrive; this record is unchanged */
    public ConnectionLimits withHeaderTimeout(Duration timeout) {
        return new ConnectionLimits(idleTimeout, timeout, readTimeout, minBytesPerSecond, perAddress);
    }

    private static boolean isPositive(Duration d) {
        return !d.isNegative() && !d.isZero();
    }
}
