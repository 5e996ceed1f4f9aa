package org.knightsarena.web.accounts;

import java.time.Duration;
import java.util.Objects;

/**
 * How failed logins are slowed down (see {@link LoginThrottle}). Immutable.
 *
 * @param perAccountAndAddress failed logins one address may make on one account before each further
 *                             try waits; at least 1
 * @param perAddress           failed logins one address may make on all accounts together before each
 *                             further try waits; at least {@code perAccountAndAddress}, so that people
 *                             behind one address (a classroom) do not wait for each other's typos
 * @param firstDelay           the first wait; each further failure doubles it; positive
 * @param longestDelay         the longest wait, and how long failures are remembered after the last
 *                             one; at least {@code firstDelay}
 */
public record LoginLimits(int perAccountAndAddress, int perAddress, Duration firstDelay, Duration longestDelay) {
    /** 5 failures per account and address, 20 per address, then waits of 1 s doubling up to 15 minutes. */
    public static final LoginLimits DEFAULT = new LoginLimits(5, 20, Duration.ofSeconds(1), Duration.ofMinutes(15));

    /** @throws IllegalArgumentException naming the value and the rule when a value is out of range */
    public LoginLimits {
        Objects.requireNonNull(firstDelay, "firstDelay");
        Objects.requireNonNull(longestDelay, "longestDelay");
        if (perAccountAndAddress < 1 || perAddress < perAccountAndAddress) {
            throw new IllegalArgumentException("login limits need 1 <= per account and address <= per address: "
                    + perAccountAndAddress + ", " + perAddress);
        }
        if (firstDelay.isNegative() || firstDelay.isZero() || longestDelay.compareTo(firstDelay) < 0) {
            throw new IllegalArgumentException(
                    "login delays need 0 < first <= longest: " + firstDelay + ", " + longestDelay);
        }
    }
}
