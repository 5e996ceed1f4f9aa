package org.knightsarena.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RateLimiterTest {
    /** A clock the test moves by hand. */
    static final class HandClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void allowsPermitsPerWindowThenRefusesUntilTheOldestEventLeavesTheWindow() {
        HandClock clock = new HandClock();
        RateLimiter limiter = new RateLimiter(2, Duration.ofMinutes(10), clock);
        assertTrue(limiter.tryAcquire("alice"));
        clock.now = clock.now.plusSeconds(60);
        assertTrue(limiter.tryAcquire("alice"));
        assertFalse(limiter.tryAcquire("alice"));
        clock.now = clock.now.plusSeconds(9 * 60);
        assertTrue(limiter.tryAcquire("alice"), "the first event is 10 minutes old and no longer counts");
        assertFalse(limiter.tryAcquire("alice"));
    }

    @Test
    void keysAreCountedApart() {
        RateLimiter limiter = new RateLimiter(1, Duration.ofMinutes(1), new HandClock());
        assertTrue(limiter.tryAcquire("a"));
        assertTrue(limiter.tryAcquire("b"));
        assertFalse(limiter.tryAcquire("a"));
        assertFalse(limiter.tryAcquire("b"));
    }

    @Test
    void refusedAttemptsAreNotRecorded() {
        HandClock clock = new HandClock();
        RateLimiter limiter = new RateLimiter(1, Duration.ofMinutes(1), clock);
        assertTrue(limiter.tryAcquire("a"));
        clock.now = clock.now.plusSeconds(30);
        assertFalse(limiter.tryAcquire("a"));
        clock.now = clock.now.plusSeconds(31);
        assertTrue(limiter.tryAcquire("a"), "only the allowed event counted, and it is over a minute old");
    }

    @Test
    void zeroPermitsIsRejected() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> new RateLimiter(0, Duration.ofMinutes(1), Clock.systemUTC()));
        assertEquals("permits must be at least 1: 0", e.getMessage());
    }
}
