package org.knightsarena.platform.game.flow;

import org.knightsarena.platform.game.rules.base.Robber;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/** What follows a move of the robber or of the pirate: the theft, if any. */
final class Robbery {
    private Robbery() {}

    /**
     * Robs the one victim at once, or asks whom to rob in {@code choose}, or ends the
     * interruption when nobody can be robbed.
     *
     * @param victims a bit per seat that may be robbed
     */
    static void rob(GameState s, Chronicle c, int seat, int victims, Phase choose) {
        if (victims == 0) {
            s.turn.endInterrupt();
        } else if (Integer.bitCount(victims) == 1) {
            Robber.steal(s, c, seat, Integer.numberOfTrailingZeros(victims));
            s.turn.endInterrupt();
        } else {
            s.turn.enter(choose);
        }
    }
}
