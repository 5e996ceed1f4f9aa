package org.knightsarena.web.classroom;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.classroom.AssignmentSettings;
import org.knightsarena.tournaments.league.LeagueLimits;
import org.knightsarena.tournaments.league.LeagueRules;
import org.knightsarena.tournaments.league.VersionPolicy;
import org.knightsarena.tournaments.tournament.MatchLimits;
import org.knightsarena.web.http.VariantFields;

/**
 * What an organiser asks for when creating an assignment: the body of {@code POST
 * /api/assignments}, and what the create form on {@code /assignments} is read into.
 *
 * @param name the assignment's (league's) name
 * @param ruleset {@code cities-and-knights} or {@code base}
 * @param tableSize 2 to 6
 * @param deadline an ISO-8601 instant, such as {@code 2026-12-01T17:00:00Z}
 * @param finalRounds rounds of the final season
 * @param scrimmageEveryMinutes minutes between scrimmage rounds; 0 for none
 * @param baselines bot names: a built-in sample bot or one of the organiser's bots
 * @param perDecisionMs thinking time per decision; the platform's default when null
 * @param turnCap turns after which a game ends by points; the platform's default when null
 * @param variants the variants every match plays, comma-separated ({@code seafarers}, {@code
 *     catan-for-two}, {@code barbarian-attack}); none when null or empty
 * @param scenario the Seafarers scenario every match plays on; none when null or empty
 */
public record AssignmentRequest(
        String name,
        String ruleset,
        Integer tableSize,
        String deadline,
        Integer finalRounds,
        Integer scrimmageEveryMinutes,
        List<String> baselines,
        Integer perDecisionMs,
        Integer turnCap,
        String variants,
        String scenario) {

    /** A sample body for error messages. */
    public static final String EXAMPLE = "{\"name\": \"AI course: assignment 1\", \"ruleset\": \"cities-and-knights\","
            + " \"tableSize\": 3, \"deadline\": \"2026-12-01T17:00:00Z\", \"finalRounds\": 3,"
            + " \"scrimmageEveryMinutes\": 60, \"baselines\": [\"random\", \"heuristic\"]}";

    /** Copies the baselines; a missing list reads as empty. */
    public AssignmentRequest {
        baselines = baselines == null
                ? List.of()
                : new ArrayList<>(baselines)
                        .stream().map(b -> b == null ? "" : b.strip()).toList();
    }

    /**
     * Turns the request into settings, resolving each baseline name to a version id.
     *
     * @param baselineVersion the latest playable version of the named bot
     * @throws IllegalArgumentException with a message naming the field that is wrong
     */
    public AssignmentSettings settings(Function<String, Long> baselineVersion) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("the field 'name' is missing; give the assignment a name");
        }
        Ruleset rules = Ruleset.fromId(required(ruleset, "ruleset", "\"cities-and-knights\" or \"base\""));
        int table = required(
                tableSize,
                "tableSize",
                "2 to 6 (2 play Catan for Two with the base rules, 5 and 6 the 5-6 player board)");
        Instant due = instant(required(deadline, "deadline", "an ISO-8601 instant such as \"2026-12-01T17:00:00Z\""));
        int rounds = required(finalRounds, "finalRounds", "the final season's rounds, such as 3");
        int every = required(
                scrimmageEveryMinutes, "scrimmageEveryMinutes", "minutes between scrimmage rounds, 0 for none");
        if (every < 0) {
            throw new IllegalArgumentException(
                    "scrimmageEveryMinutes must be 0 (no scrimmage rounds) or more, was " + every);
        }
        TimeBudget budget = TimeBudget.DEFAULT;
        if (perDecisionMs != null) {
            LeagueLimits.checkPerDecisionMs(perDecisionMs);
            budget = new TimeBudget(Duration.ofMillis(perDecisionMs), TimeBudget.DEFAULT.bank());
        }
        int cap = turnCap == null ? GameOptions.DEFAULT_TURN_CAP : turnCap;
        LeagueLimits.checkTurnCap(cap);
        if (baselines.isEmpty()) {
            throw new IllegalArgumentException("choose at least one baseline bot in 'baselines', such as [\"random\"]");
        }
        LeagueRules league;
        try {
            league = new LeagueRules(
                    rules,
                    table,
                    1,
                    new MatchLimits(cap, budget, MatchLimits.DEFAULT.strikeLimit()),
                    VersionPolicy.NEXT_SEASON,
                    VariantChoice.parse(variants, scenario));
        } catch (VariantChoice.Refusal e) {
            throw new IllegalArgumentException(VariantFields.message(e), e);
        }
        List<Long> versions = baselines.stream().map(baselineVersion).toList();
        return new AssignmentSettings(name.strip(), league, due, rounds, Duration.ofMinutes(every), versions);
    }

    private static <T> T required(T value, String field, String expected) {
        if (value == null) {
            throw new IllegalArgumentException("the field '" + field + "' is missing; give " + expected);
        }
        return value;
    }

    private static Instant instant(String text) {
        try {
            return Instant.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("the deadline must be an ISO-8601 instant in UTC such as"
                    + " \"2026-12-01T17:00:00Z\", was '" + text + "'");
        }
    }
}
