package org.knightsarena.tournaments.schedule;

import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.TableComponents;

/**
 * The players a scheduled match may seat: 2 (Catan for Two, R-24.2, with either ruleset), 3 or 4 on
 * the standard island, 5 or 6 on the 5–6 player extension's. One place for the bounds so schedules, leagues, tournaments and the
 * dashboard's forms agree with what the engine plays.
 */
public final class TableSize {

    /** The fewest players at a table. */
    public static final int MIN = TableComponents.TWO_PLAYERS;

    /** The most players at a table: the extension's six. */
    public static final int MAX = TableComponents.MAX_PLAYERS;

    /** How the bounds read in error messages and help. */
    public static final String RANGE = MIN + " to " + MAX;

    private TableSize() {}

    /** @return whether a match may seat {@code players} */
    public static boolean allows(int players) {
        return players >= MIN && players <= MAX;
    }

    /**
     * @return {@code players}
     * @throws IllegalArgumentException naming the bounds, if a match may not seat that many (both
     *     rulesets play every table since Catan for Two with Cities &amp; Knights, R-17.3)
     */
    public static int require(Ruleset ruleset, int players) {
        require(players);
        TableComponents.checkTable(ruleset, players, "a table");
        return players;
    }

    /**
     * @return {@code players}
     * @throws IllegalArgumentException naming the bounds, if a match may not seat that many
     */
    public static int require(int players) {
        if (!allows(players)) {
            throw new IllegalArgumentException("table size must be " + RANGE + ", was " + players);
        }
        return players;
    }
}
