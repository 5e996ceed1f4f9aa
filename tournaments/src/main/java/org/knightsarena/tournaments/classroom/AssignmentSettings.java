package org.knightsarena.tournaments.classroom;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.knightsarena.tournaments.league.LeagueLimits;
import org.knightsarena.tournaments.league.LeagueRules;

/**
 * What an organiser chooses for an assignment.
 *
 * @param name the league's name, unique among leagues
 * @param rules ruleset, table size and match limits; its rounds per season are the scrimmage
 *     rounds' length
 * @param deadline when uploads close and the final season starts
 * @param finalRounds rounds of the final season, 1 or more
 * @param scrimmageEvery how often a scrimmage round starts before the deadline; zero for none
 * @param baselines agent version ids entered as baselines; at least one
 */
public record AssignmentSettings(
        String name,
        LeagueRules rules,
        Instant deadline,
        int finalRounds,
        Duration scrimmageEvery,
        List<Long> baselines) {

    /** The most rounds a final season may have, which bounds the work one assignment queues. */
    public static final int MAX_FINAL_ROUNDS = 50;

    /** @throws IllegalArgumentException with a message a person can act on, for a value out of range */
    public AssignmentSettings {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(scrimmageEvery, "scrimmageEvery");
        baselines = List.copyOf(baselines);
        if (name.isBlank() || name.length() > LeagueLimits.MAX_NAME_LENGTH) {
            throw new IllegalArgumentException(
                    "an assignment needs a name of 1 to " + LeagueLimits.MAX_NAME_LENGTH + " characters");
        }
        if (finalRounds < 1 || finalRounds > MAX_FINAL_ROUNDS) {
            throw new IllegalArgumentException(
                    "the final season needs 1 to " + MAX_FINAL_ROUNDS + " rounds, was " + finalRounds);
        }
        if (scrimmageEvery.isNegative()
                || (!scrimmageEvery.isZero() && scrimmageEvery.compareTo(Duration.ofMinutes(1)) < 0)) {
            throw new IllegalArgumentException(
                    "scrimmage rounds start at most once a minute (or never: 0), was " + scrimmageEvery);
        }
        if (baselines.isEmpty()) {
            throw new IllegalArgumentException("choose at least one baseline bot to rank the students against");
        }
        if (baselines.stream().distinct().count() != baselines.size()) {
            throw new IllegalArgumentException("a baseline bot is chosen twice");
        }
    }
}
