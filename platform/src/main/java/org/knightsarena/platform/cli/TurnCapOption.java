package org.knightsarena.platform.cli;

import org.knightsarena.platform.game.state.GameOptions;
import picocli.CommandLine.Option;

/** {@code --turn-cap N}, the same in {@code play} and {@code tournament}: a picocli mixin. */
public final class TurnCapOption {

    @Option(
            names = "--turn-cap",
            paramLabel = "N",
            converter = AtLeastOne.class,
            defaultValue = "" + GameOptions.DEFAULT_TURN_CAP,
            description = "Ends a game after N turns (a turn is one player's turn) with no winner, placing the"
                    + " players by points (default: ${DEFAULT-VALUE}).")
    private int turnCap;

    /** @return the turn cap, 1 or more */
    public int value() {
        return turnCap;
    }
}
