package org.knightsarena.platform.match;

import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.TableComponents;
import org.knightsarena.platform.game.state.Variant;

/**
 * Everything needed to play one match anywhere (in process or in a worker JVM): plain values
 * that travel as JSON.
 *
 * <p>A seat names its agent: a built-in name such as {@code heuristic} or {@code random#2}, or
 * {@code jar:} followed by the absolute path of a bot JAR that the sandbox loads, or a process bot
 * ({@code python:} followed by the absolute path of its entry file, {@code ExternalBot}).
 *
 * @param seed          the game's seed
 * @param ruleset       the ruleset's id, as {@link Ruleset#id()} gives it
 * @param turnCap       turns after which the game ends by points
 * @param easyStart     whether the easy start variant is used
 * @param perDecisionMs each agent's time per decision, in milliseconds
 * @param bankMs        each agent's time bank for the match, in milliseconds
 * @param strikeLimit   faults after which an agent is ejected and plays on autopilot
 * @param seats         the agents by seat, 2 to 6 (2 is Catan for Two, R-24.2; 5 and 6 play the extension, R-24.4)
 * @param benched       seats whose agents do not play, with the reason: the runner makes their
 *                      moves from the start and ranks them last (a bot that crashed the worker
 *                      JVMs of this match); usually empty
 * @param variants      the variants' ids ({@link Variant#id()}) named for the match, as {@link
 *                      VariantChoice} reads them; empty for none (absent from older JSON: none)
 * @param scenario      the Seafarers scenario played, or empty (absent from older JSON: none)
 */
public record MatchSpec(
        long seed,
        String ruleset,
        int turnCap,
        boolean easyStart,
        long perDecisionMs,
        long bankMs,
        int strikeLimit,
        List<String> seats,
        Map<Integer, String> benched,
        List<String> variants,
        Optional<String> scenario) {

    /** The prefix of a seat that names a bot JAR. */
    public static final String JAR_PREFIX = "jar:";

    /** Faults an agent may make before it is ejected, by default. */
    public static final int DEFAULT_STRIKE_LIMIT = 10;

    /** @throws IllegalArgumentException if a value is out of range or the ruleset is unknown */
    public MatchSpec {
        Objects.requireNonNull(ruleset, "ruleset");
        seats = List.copyOf(seats);
        benched = Collections.unmodifiableMap(new TreeMap<>(benched));
        // a worker's JSON from before variants has neither field: the standard game
        variants = variants == null ? List.of() : List.copyOf(variants);
        scenario = scenario == null ? Optional.empty() : scenario;
        TableComponents.checkTable(Ruleset.fromId(ruleset), seats.size(), "a match");
        if (perDecisionMs <= 0 || bankMs < 0) {
            throw new IllegalArgumentException("time per decision must be positive and the bank not negative");
        }
        if (strikeLimit < 1) {
            throw new IllegalArgumentException("the strike limit must be at least 1, not " + strikeLimit);
        }
        for (int seat : benched.keySet()) {
            if (seat < 0 || seat >= seats.size()) {
                throw new IllegalArgumentException("benched seat " + seat + " is not at a table of " + seats.size());
            }
        }
        // refuses a variant the table cannot play, here rather than in the worker JVM
        VariantChoice.parse(String.join(",", variants), scenario.orElse(null))
                .applyTo(GameOptions.standard(Ruleset.fromId(ruleset), seats.size()));
    }

    /** A spec of the standard game: no variant, the standard island. */
    public MatchSpec(
            long seed,
            String ruleset,
            int turnCap,
            boolean easyStart,
            long perDecisionMs,
            long bankMs,
            int strikeLimit,
            List<String> seats,
            Map<Integer, String> benched) {
        this(
                seed,
                ruleset,
                turnCap,
                easyStart,
                perDecisionMs,
                bankMs,
                strikeLimit,
                seats,
                benched,
                List.of(),
                Optional.empty());
    }

    /** A spec with no benched seat. */
    public MatchSpec(
            long seed,
            String ruleset,
            int turnCap,
            boolean easyStart,
            long perDecisionMs,
            long bankMs,
            int strikeLimit,
            List<String> seats) {
        this(seed, ruleset, turnCap, easyStart, perDecisionMs, bankMs, strikeLimit, seats, Map.of());
    }

    /** @return this spec with one more seat benched for the given reason */
    public MatchSpec withBenched(int seat, String reason) {
        Map<Integer, String> more = new TreeMap<>(benched);
        more.put(seat, reason);
        return new MatchSpec(
                seed, ruleset, turnCap, easyStart, perDecisionMs, bankMs, strikeLimit, seats, more, variants, scenario);
    }

    /** @return this spec played with the variants and scenario chosen */
    public MatchSpec withVariants(VariantChoice choice) {
        List<String> ids = choice.variants().stream().sorted().map(Variant::id).toList();
        return new MatchSpec(
                seed,
                ruleset,
                turnCap,
                easyStart,
                perDecisionMs,
                bankMs,
                strikeLimit,
                seats,
                benched,
                ids,
                choice.scenario());
    }

    /** @return the variants and scenario this spec plays */
    public VariantChoice variantChoice() {
        return VariantChoice.parse(String.join(",", variants), scenario.orElse(null));
    }

    /** @return a spec with the default turn cap, time budget and strike limit */
    public static MatchSpec of(long seed, Ruleset ruleset, List<String> seats) {
        TimeBudget budget = TimeBudget.DEFAULT;
        return new MatchSpec(
                seed,
                ruleset.id(),
                GameOptions.DEFAULT_TURN_CAP,
                false,
                budget.perDecision().toMillis(),
                budget.bank().toMillis(),
                DEFAULT_STRIKE_LIMIT,
                seats);
    }

    /** @return the game settings this spec describes */
    public GameOptions gameOptions() {
        GameOptions options = variantChoice()
                .applyTo(GameOptions.standard(Ruleset.fromId(ruleset), seats.size())
                        .withTurnCap(turnCap));
        return easyStart ? options.withStart(GameOptions.Start.EASY) : options;
    }

    /** @return each agent's thinking time */
    public TimeBudget budget() {
        return new TimeBudget(Duration.ofMillis(perDecisionMs), Duration.ofMillis(bankMs));
    }

    /** @return whether a seat names a bot JAR rather than a built-in agent */
    public static boolean isJar(String seat) {
        return seat.startsWith(JAR_PREFIX);
    }

    /** @return whether a seat names a process bot, such as {@code python:/path/bot.py} */
    public static boolean isProcess(String seat) {
        return ExternalBot.isExternal(seat);
    }
}
