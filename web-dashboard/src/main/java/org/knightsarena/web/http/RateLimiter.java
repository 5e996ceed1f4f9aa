package org.knightsarena.web.http;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A sliding-window limit per key (a user name, an address, an account): at most {@code permits}
 * events per {@code window}. Kept in memory, so a restart forgets it; that is acceptable for
 * throttling uploads and sign-ups on one machine. Thread-safe.
 */
public final class RateLimiter {
    /** Past this many keys, keys with no recent events are dropped so memory stays bounded. */
    private static final int PRUNE_ABOVE = 10_000;

    private final int permits;
    private final Duration window;
    private final Clock clock;
    private final Map<String, Deque<Instant>> events = new ConcurrentHashMap<>();

    /**
     * @param permits at least 1
     * @param window  positive
     * @param clock   never null
     */
    public RateLimiter(int permits, Duration window, Clock clock) {
        if (permits < 1) {
            throw new IllegalArgumentException("permits must be at least 1: " + permits);
        }
        this.permits = permits;
        this.window = Objects.requireNonNull(window, "window");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Records an event for the key if the key is under its limit.
     *
     * @return true when the event was allowed and recorded, false when the key is over its limit
     */
    public boolean tryAcquire(String key) {
        Instant now = clock.instant();
        if (events.size() > PRUNE_ABOVE) {
            events.entrySet().removeIf(e -> isIdle(e.getValue(), now));
        }
        Deque<Instant> times = events.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            dropOld(times, now);
            if (times.size() >= permits) {
                return false;
            }
            times.addLast(now);
            return true;
        }
    }

    /** @return the window, for a Retry-After header */
    public Duration window() {
        return window;
    }

    private void dropOld(Deque<Instant> times, Instant now) {
        Instant cutoff = now.minus(window);
        while (!times.isEmpty() && !times.peekFirst().isAfter(cutoff)) {
            times.removeFirst();
        }
    }

    private boolean isIdle(Deque<Instant> times, Instant now) {
        synchronized (times) {
            dropOld(times, now);
            return times.isEmpty();
        }
    }
}
