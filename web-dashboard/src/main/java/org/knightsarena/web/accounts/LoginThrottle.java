package org.knightsarena.web.accounts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Slows password guessing down by backing off, not by locking out.
 *
 * <p>Failures are counted twice, by the account and address together and by the address alone
 * (see {@link LoginLimits}). Under its allowance a key lets tries through; past it, each try waits
 * a delay that doubles with every further failure, up to the longest delay, and a success clears
 * the account-and-address count. Because the account is only counted together with the address,
 * failures from one address never make its owner wait at another.
 *
 * <p>A try is counted when it is {@linkplain #admit admitted}, before its password is checked:
 * tries in flight count against the allowance, so twenty parallel guesses against an allowance
 * of five check at most five passwords. Kept in memory, so a restart forgets it. Thread-safe:
 * the counts change under one lock, never held while a password is checked.
 */
public final class LoginThrottle {
    /** Past this many keys, keys with nothing to remember are dropped so memory stays bounded. */
    private static final int PRUNE_ABOVE = 10_000;
    /** Longer user names match no account (3 to 32 characters); keys keep no more of them. */
    private static final int MAX_KEY_NAME = 64;

    private final LoginLimits limits;
    private final Clock clock;
    private final Map<String, Tally> tallies = new HashMap<>();

    /**
     * @param limits never null
     * @param clock  never null
     */
    public LoginThrottle(LoginLimits limits, Clock clock) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The answer to a login try: go ahead and check the password, or wait. */
    public sealed interface Admission permits Admitted, Refused {}

    /**
     * The try must wait.
     *
     * @param retryAfter how long, in whole seconds, at least one
     */
    public record Refused(Duration retryAfter) implements Admission {}

    /** The try may check its password; it must then tell how that went, exactly once. */
    public final class Admitted implements Admission {
        private final Tally pair;
        private final Tally address;
        private boolean reported;

        private Admitted(Tally pair, Tally address) {
            this.pair = pair;
            this.address = address;
        }

        /** The password was right: the account-and-address count starts again. */
        public void succeeded() {
            synchronized (LoginThrottle.this) {
                report();
                pair.inFlight--;
                pair.clear();
                address.inFlight--;
            }
        }

        /** The password was wrong (or the name unknown): counted against both keys. */
        public void failed() {
            synchronized (LoginThrottle.this) {
                report();
                Instant now = clock.instant();
                pair.fail(now);
                address.fail(now);
            }
        }

        private void report() {
            if (reported) {
                throw new IllegalStateException("a login try is reported once");
            }
            reported = true;
        }
    }

    /**
     * Counts a login try from {@code address} on {@code username}, or refuses it.
     *
     * @param username as typed, compared ignoring case like user names; never null
     * @param address  the client address; never null
     */
    public synchronized Admission admit(String username, String address) {
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(address, "address");
        Instant now = clock.instant();
        if (tallies.size() > PRUNE_ABOVE) {
            tallies.values().removeIf(t -> t.isForgotten(now));
        }
        String name = username.toLowerCase(Locale.ROOT);
        name = name.length() > MAX_KEY_NAME ? name.substring(0, MAX_KEY_NAME) : name;
        Tally pair = tallies.computeIfAbsent(
                "account " + name + " from " + address, k -> new Tally(limits.perAccountAndAddress()));
        Tally byAddress = tallies.computeIfAbsent("address " + address, k -> new Tally(limits.perAddress()));
        Duration wait = max(pair.waitAt(now), byAddress.waitAt(now));
        if (!wait.isZero()) {
            return new Refused(Duration.ofSeconds(Math.max(1, (wait.toMillis() + 999) / 1000)));
        }
        pair.inFlight++;
        byAddress.inFlight++;
        return new Admitted(pair, byAddress);
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** The failures of one key; guarded by the throttle's lock. */
    private final class Tally {
        private final int allowance;
        private int failures;
        private int inFlight;
        private Instant lastFailure = Instant.MIN;
        private Instant waitUntil = Instant.MIN;

        Tally(int allowance) {
            this.allowance = allowance;
        }

        /** @return how long a try must wait now, zero when it may go ahead */
        Duration waitAt(Instant now) {
            if (isForgotten(now)) {
                clear();
            }
            if (failures + inFlight < allowance) {
                return Duration.ZERO;
            }
            if (inFlight > 0) {
                return limits.firstDelay(); // a try past the allowance is being checked; its answer decides
            }
            return now.isBefore(waitUntil) ? Duration.between(now, waitUntil) : Duration.ZERO;
        }

        void fail(Instant now) {
            inFlight--;
            failures++;
            lastFailure = now;
            if (failures >= allowance) {
                int doublings = Math.min(failures - allowance, 30);
                Duration delay = limits.firstDelay().multipliedBy(1L << doublings);
                waitUntil = now.plus(delay.compareTo(limits.longestDelay()) > 0 ? limits.longestDelay() : delay);
            }
        }

        void clear() {
            failures = 0;
            lastFailure = Instant.MIN;
            waitUntil = Instant.MIN;
        }

        boolean isForgotten(Instant now) {
            return inFlight == 0 && (failures == 0 || now.isAfter(lastFailure.plus(limits.longestDelay())));
        }
    }
}
