package org.knightsarena.platform.game.state;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.board.TokenRule;

/**
 * The settings of one game: rules, table size, target, turn cap and map.
 *
 * @param ruleset     the rules
 * @param playerCount 2 to 6 (2 is Catan for Two, R-24.2; 5 and 6 play the extension's board, bank and deck, R-24.4)
 * @param pointsToWin the target, 1 or more (10 base, 13 Cities &amp; Knights by default)
 * @param turnCap     the last turn played before the game ends without a winner, 1 or more
 * @param map         how the board is made
 * @param start       the opening: standard, or the easy start variant of Cities &amp; Knights
 * @param scenario    the Seafarers scenario whose map is dealt (docs/rules/seafarers.md#R-23.10), or
 *                    empty for the standard island; with one, {@code map} is not used
 * @param barbarianAttack whether Traders &amp; Barbarians' Barbarian Attack is played
 */
public record GameOptions(
        Ruleset ruleset,
        int playerCount,
        int pointsToWin,
        int turnCap,
        MapChoice map,
        Start start,
        Optional<String> scenario,
        boolean barbarianAttack) {

    /** How the first turns are played. */
    public enum Start {
        /** Every turn rolls the event die (Cities &amp; Knights). */
        STANDARD,
        /**
         * The official easy start variant (R-3.8, off by default): in each player's first two turns
         * the event die is not rolled, so no ship moves and no progress cards are drawn.
         */
        EASY
    }

    /** How the board of a game is made. */
    public enum MapChoice {
        /** Random terrain, tokens and harbours from the seed, any token placement. */
        RANDOM,
        /** Random from the seed, but no 6 or 8 next to another 6 or 8. */
        RANDOM_NO_ADJACENT_RED,
        /** The fixed beginner layout. */
        BEGINNER;

        /** @return the token rule of a random map */
        public TokenRule tokenRule() {
            return this == RANDOM ? TokenRule.ANY : TokenRule.NO_ADJACENT_RED;
        }
    }

    /** The default turn cap: long enough that a game between bots that build ends by winning. */
    public static final int DEFAULT_TURN_CAP = 500;

    /** @throws IllegalArgumentException naming the bad setting */
    public GameOptions {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(map, "map");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(scenario, "scenario");
        if (scenario.isPresent() && scenario.get().isBlank()) {
            throw new IllegalArgumentException("a scenario name must not be blank");
        }
        TableComponents.checkTable(ruleset, playerCount, "a game");
        if (playerCount == TableComponents.TWO_PLAYERS && scenario.isPresent()) {
            throw new IllegalArgumentException("Catan for Two is played on the standard island, not on scenario "
                    + scenario.get() + " (R-24.2.1)");
        }
        if (map == MapChoice.BEGINNER && TableComponents.isExtension(playerCount)) {
            throw new IllegalArgumentException(
                    "the beginner map is for 3 or 4 players; " + playerCount + " play a random map (R-24.4.1)");
        }
        if (barbarianAttack && scenario.isPresent()) {
            throw new IllegalArgumentException(
                    "Barbarian Attack is played on its castle map, not on scenario " + scenario.get() + " (R-24.1.1)");
        }
        if (pointsToWin < 1) {
            throw new IllegalArgumentException("points to win must be positive: " + pointsToWin);
        }
        if (turnCap < 1) {
            throw new IllegalArgumentException("turn cap must be positive: " + turnCap);
        }
    }

    /** Settings without Barbarian Attack. */
    public GameOptions(
            Ruleset ruleset,
            int playerCount,
            int pointsToWin,
            int turnCap,
            MapChoice map,
            Start start,
            Optional<String> scenario) {
        this(ruleset, playerCount, pointsToWin, turnCap, map, start, scenario, false);
    }

    /** Settings on the standard island. */
    public GameOptions(Ruleset ruleset, int playerCount, int pointsToWin, int turnCap, MapChoice map, Start start) {
        this(ruleset, playerCount, pointsToWin, turnCap, map, start, Optional.empty());
    }

    /** Settings with the standard opening. */
    public GameOptions(Ruleset ruleset, int playerCount, int pointsToWin, int turnCap, MapChoice map) {
        this(ruleset, playerCount, pointsToWin, turnCap, map, Start.STANDARD);
    }

    /**
     * Returns the usual settings of a ruleset: its target, the default turn cap, random maps
     * without adjacent 6 and 8.
     *
     * @param ruleset     the rules
     * @param playerCount 2 to 6
     * @return the options
     */
    public static GameOptions standard(Ruleset ruleset, int playerCount) {
        return new GameOptions(
                ruleset, playerCount, ruleset.pointsToWin(), DEFAULT_TURN_CAP, MapChoice.RANDOM_NO_ADJACENT_RED);
    }

    /** @return a copy with another turn cap */
    public GameOptions withTurnCap(int cap) {
        return new GameOptions(ruleset, playerCount, pointsToWin, cap, map, start, scenario, barbarianAttack);
    }

    /** @return a copy with another map choice */
    public GameOptions withMap(MapChoice choice) {
        return new GameOptions(ruleset, playerCount, pointsToWin, turnCap, choice, start, scenario, barbarianAttack);
    }

    /** @return a copy with another opening */
    public GameOptions withStart(Start opening) {
        return new GameOptions(ruleset, playerCount, pointsToWin, turnCap, map, opening, scenario, barbarianAttack);
    }

    /** @return a copy with another target */
    public GameOptions withPointsToWin(int target) {
        return new GameOptions(ruleset, playerCount, target, turnCap, map, start, scenario, barbarianAttack);
    }

    /** @return a copy played on a Seafarers scenario's map (a name of {@code maps.Scenarios.names()}) */
    public GameOptions withScenario(String name) {
        return new GameOptions(
                ruleset, playerCount, pointsToWin, turnCap, map, start, Optional.of(name), barbarianAttack);
    }

    /** @return a copy that plays Barbarian Attack */
    public GameOptions withBarbarianAttack() {
        return new GameOptions(ruleset, playerCount, pointsToWin, turnCap, map, start, scenario, true);
    }

    /**
     * Returns the variants these settings play: Seafarers with a scenario, Catan for Two at a table of
     * two, Barbarian Attack when set.
     */
    public Set<Variant> variants() {
        EnumSet<Variant> variants = EnumSet.noneOf(Variant.class);
        if (scenario.isPresent()) {
            variants.add(Variant.SEAFARERS);
        }
        if (playerCount == TableComponents.TWO_PLAYERS) {
            variants.add(Variant.CATAN_FOR_TWO);
        }
        if (barbarianAttack) {
            variants.add(Variant.BARBARIAN_ATTACK);
        }
        return variants;
    }
}
