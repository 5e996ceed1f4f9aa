package org.knightsarena.tournaments.tournament;

import java.util.Objects;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchSpec;

/**
 * The limits every match of a tournament or league is played under.
 *
 * <p>Immutable and thread-safe.
 *
 * @param turnCap turns after which a game ends by points, 1 or more
 * @param budget each agent's thinking time, never null
 * @param strikeLimit faults after which an agent is ejected and plays on autopilot, 1 or more
 */
public record MatchLimits(int turnCap, TimeBudget budget, int strikeLimit) {

    /** The platform's defaults: its turn cap, {@link TimeBudget#DEFAULT} and strike limit. */
    public static final MatchLimits DEFAULT =
            new MatchLimits(GameOptions.DEFAULT_TURN_CAP, TimeBudget.DEFAULT, MatchSpec.DEFAULT_STRIKE_LIMIT);

    public MatchLimits {
        Objects.requireNonNull(budget, "budget");
        if (turnCap < 1) {
            throw new IllegalArgumentException("turn cap must be at least 1, was " + turnCap);
        }
        if (strikeLimit < 1) {
            throw new IllegalArgumentException("strike limit must be at least 1, was " + strikeLimit);
        }
    }

    /** Returns the time per decision in whole milliseconds. */
    public long perDecisionMs() {
        return budget.perDecision().toMillis();
    }

    /** Returns the bank in whole milliseconds. */
    public long bankMs() {
        return budget.bank().toMillis();
    }
}
