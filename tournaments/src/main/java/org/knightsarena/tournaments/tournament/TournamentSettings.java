package org.knightsarena.tournaments.tournament;

import java.util.Locale;
import java.util.Objects;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.VariantChoice;
import org.knightsarena.tournaments.rating.EloSettings;
import org.knightsarena.tournaments.schedule.TableSize;

/**
 * How a tournament is played: the ruleset, the schedule's shape and seed, the match limits and
 * the rating settings.
 *
 * <p>Immutable and thread-safe. Match {@code i} of the schedule (from 0) is played with seed
 * {@code seed + i}; the schedule itself is planned with {@code seed}.
 *
 * @param ruleset the rules every match is played by, never null
 * @param tableSize players per match, 2 to 6 ({@link TableSize}; 2 is Catan for Two)
 * @param rounds round-robin rounds, 1 or more
 * @param seed the seed of the schedule and of the matches
 * @param start how games begin: standard or the Cities &amp; Knights easy start
 * @param limits turn cap, time budget and strike limit, never null
 * @param elo K and start rating, never null
 * @param variants the variants and Seafarers scenario every match is played with, never null ({@link
 *     VariantChoice#NONE} for the ruleset's own game)
 */
public record TournamentSettings(
        Ruleset ruleset,
        int tableSize,
        int rounds,
        long seed,
        Start start,
        MatchLimits limits,
        EloSettings elo,
        VariantChoice variants) {

    /** How the games of a tournament begin. */
    public enum Start {
        /** The ruleset's standard start. */
        STANDARD,
        /** Cities &amp; Knights easy start: no event die in each player's first two turns. */
        EASY
    }

    public TournamentSettings {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(elo, "elo");
        Objects.requireNonNull(variants, "variants");
        TableSize.require(ruleset, tableSize);
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be at least 1, was " + rounds);
        }
        // the same refusal a match would meet, before any row is stored
        variants.applyTo(GameOptions.standard(ruleset, tableSize));
    }

    /** Settings of the ruleset's own game: no variant, the standard island. */
    public TournamentSettings(
            Ruleset ruleset, int tableSize, int rounds, long seed, Start start, MatchLimits limits, EloSettings elo) {
        this(ruleset, tableSize, rounds, seed, start, limits, elo, VariantChoice.NONE);
    }

    /** Returns these settings with {@code rounds} rounds; this record is unchanged. */
    public TournamentSettings withRounds(int rounds) {
        return new TournamentSettings(ruleset, tableSize, rounds, seed, start, limits, elo, variants);
    }

    /** Returns these settings played with the variants and scenario chosen; this record is unchanged. */
    public TournamentSettings withVariants(VariantChoice choice) {
        return new TournamentSettings(ruleset, tableSize, rounds, seed, start, limits, elo, choice);
    }

    /**
     * Returns a canonical text of every setting that changes which matches are played or how they
     * are rated; two runs with equal texts (and equal entrants) are the same run.
     */
    public String canonical() {
        // a game without variants keeps the text it had before they existed, so its runs resume
        String chosen = variants.isNone()
                ? ""
                : " variants=" + variants.ids()
                        + variants.scenario().map(name -> " scenario=" + name).orElse("");
        return String.format(
                        Locale.ROOT,
                        "rules=%s table=%d rounds=%d seed=%d start=%s turn-cap=%d decision-ms=%d bank-ms=%d"
                                + " strikes=%d elo-k=%s elo-start=%s",
                        ruleset.id(),
                        tableSize,
                        rounds,
                        seed,
                        start.name().toLowerCase(Locale.ROOT),
                        limits.turnCap(),
                        limits.perDecisionMs(),
                        limits.bankMs(),
                        limits.strikeLimit(),
                        elo.k(),
                        elo.start())
                + chosen;
    }
}
