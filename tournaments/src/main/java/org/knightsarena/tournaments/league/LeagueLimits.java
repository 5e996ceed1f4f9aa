package org.knightsarena.tournaments.league;

import java.util.Objects;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.tournament.MatchLimits;

/**
 * The bounds every league (a classroom assignment is one too) is held to when it is created or a
 * season of it is started: they keep the work one organiser can queue, and the time one season
 * holds the match queue, within what a shared dashboard can carry. {@code docs/leagues.md} and
 * {@code openapi.json} repeat them for people.
 *
 * <p>Stateless and thread-safe.
 */
public final class LeagueLimits {

    /** The longest league name, in characters. */
    public static final int MAX_NAME_LENGTH = 80;
    /** The most round-robin rounds one season may play (a final season of an assignment included). */
    public static final int MAX_ROUNDS_PER_SEASON = 100;
    /** The highest turn cap: the platform's default, after which a game ends by points anyway. */
    public static final int MAX_TURN_CAP = GameOptions.DEFAULT_TURN_CAP;
    /** The most thinking time per decision, in milliseconds. */
    public static final long MAX_PER_DECISION_MS = 10_000;
    /** The most faults before a bot is ejected: the platform's default. */
    public static final int MAX_STRIKE_LIMIT = MatchSpec.DEFAULT_STRIKE_LIMIT;

    private LeagueLimits() {}

    /**
     * Checks a league's name and rules against the bounds.
     *
     * @throws IllegalArgumentException naming the first value out of bounds, its bound and the value
     */
    public static void check(String name, LeagueRules rules) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rules, "rules");
        if (name.isBlank() || name.length() > MAX_NAME_LENGTH || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(
                    "a league needs a name of 1 to " + MAX_NAME_LENGTH + " characters, without control characters");
        }
        checkRounds("roundsPerSeason", rules.roundsPerSeason());
        MatchLimits limits = rules.limits();
        checkTurnCap(limits.turnCap());
        checkPerDecisionMs(limits.perDecisionMs());
        if (limits.strikeLimit() > MAX_STRIKE_LIMIT) {
            throw new IllegalArgumentException(
                    "strikeLimit must be 1 to " + MAX_STRIKE_LIMIT + ", was " + limits.strikeLimit());
        }
    }

    /**
     * Checks a turn cap against {@link #MAX_TURN_CAP}.
     *
     * @throws IllegalArgumentException if it is below 1 or above the bound
     */
    public static void checkTurnCap(long turnCap) {
        if (turnCap < 1 || turnCap > MAX_TURN_CAP) {
            throw new IllegalArgumentException("turnCap must be 1 to " + MAX_TURN_CAP + ", was " + turnCap);
        }
    }

    /**
     * Checks a thinking time per decision against {@link #MAX_PER_DECISION_MS}.
     *
     * @throws IllegalArgumentException if it is below 1 ms or above the bound
     */
    public static void checkPerDecisionMs(long perDecisionMs) {
        if (perDecisionMs < 1 || perDecisionMs > MAX_PER_DECISION_MS) {
            throw new IllegalArgumentException(
                    "perDecisionMs must be 1 to " + MAX_PER_DECISION_MS + ", was " + perDecisionMs);
        }
    }

    /**
     * Checks a season's number of rounds against {@link #MAX_ROUNDS_PER_SEASON}.
     *
     * @param field what the rounds are called where they were given, for the message
     * @throws IllegalArgumentException if it is below 1 or above the bound
     */
    public static void checkRounds(String field, long rounds) {
        if (rounds < 1 || rounds > MAX_ROUNDS_PER_SEASON) {
            throw new IllegalArgumentException(field + " must be 1 to " + MAX_ROUNDS_PER_SEASON + ", was " + rounds);
        }
    }
}
