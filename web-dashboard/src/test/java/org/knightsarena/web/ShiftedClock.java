package org.knightsarena.web;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A clock for tests that runs with the real time plus an offset the test moves forward, so that
 * a deadline can pass at once while sessions, rate limits and match leases keep ticking as usual.
 * Thread-safe.
 */
public final class ShiftedClock extends Clock {
    private final AtomicReference<Duration> offset = new AtomicReference<>(Duration.ZERO);

    /** Moves this clock forward by {@code amount}, which must be positive. */
    public void advance(Duration amount) {
        if (amount.isNegative() || amount.isZero()) {
            throw new IllegalArgumentException("a test clock only moves forward, not by " + amount);
        }
        offset.updateAndGet(o -> o.plus(amount));
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(offset.get());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the dashboard reads instants only; it never needs another zone");
    }
}
