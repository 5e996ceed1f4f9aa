package org.knightsarena.tournaments.board;

import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.Ruleset;
import org.knightsarena.tournaments.queue.MatchStatus;

/**
 * Which stored matches {@link MatchList#find} reads: a league (or one of its seasons), a bot, a
 * status and a ruleset, each optional, and the page. Without a status it selects the matches with
 * an outcome (finished or given up). Immutable.
 *
 * @param league a league id
 * @param season a season number within {@code league}, 1 or more
 * @param agent a bot's name
 */
public record MatchSelection(
        Optional<Long> league,
        Optional<Integer> season,
        Optional<String> agent,
        Optional<MatchStatus> status,
        Optional<Ruleset> ruleset,
        PageRequest page) {

    /** @throws IllegalArgumentException for a season number below 1, or a season without its league */
    public MatchSelection {
        Objects.requireNonNull(league, "league");
        Objects.requireNonNull(season, "season");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(page, "page");
        if (season.isPresent() && season.get() < 1) {
            throw new IllegalArgumentException("season numbers start at 1, was " + season.get());
        }
        if (season.isPresent() && league.isEmpty()) {
            throw new IllegalArgumentException("season is a season number within a league; give the league"
                    + " too, such as ?league=1&season=" + season.get());
        }
    }

    int limit() {
        return page.limit();
    }

    int offset() {
        return page.offset();
    }
}
