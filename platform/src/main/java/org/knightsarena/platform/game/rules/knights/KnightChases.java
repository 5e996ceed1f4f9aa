package org.knightsarena.platform.game.rules.knights;

import org.knightsarena.api.action.ChasePirate;
import org.knightsarena.api.action.ChaseRobber;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * A knight's action against a figure on a hex it touches: chasing the robber or, on a
 * Seafarers map, the pirate. Both wait for the first barbarian attack, and
 * both leave the knight inactive while its owner moves the figure as after a seven.
 */
public final class KnightChases {
    private KnightChases() {}

    private static final ChaseRobber[] ROBBER = new ChaseRobber[NodeSet.CAPACITY];
    private static final ChasePirate[] PIRATE = new ChasePirate[NodeSet.CAPACITY];

    static {
        for (int node = 0; node < NodeSet.CAPACITY; node++) {
            ROBBER[node] = new ChaseRobber(node);
            PIRATE[node] = new ChasePirate(node);
        }
    }

    /** Adds the chases of an own knight that may act, the robber's first. */
    static void addOptions(GameState s, int node, OptionBuffer options) {
        if (!s.barbarians.hasAttacked()) {
            return;
        }
        if (touches(s, s.figures.robber, node)) {
            options.add(ROBBER[node]);
        }
        if (touches(s, s.figures.pirate, node)) {
            options.add(PIRATE[node]);
        }
    }

    /**
     * the node is a corner of the figure's hex; a figure off the board
     * (a robber on a Seafarers map with no desert, R-23.10.2; no pirate off Seafarers) is not chased.
     */
    private static boolean touches(GameState s, int hex, int node) {
        if (hex == BoardView.NOBODY) {
            return false;
        }
        for (int c = 0; c < 6; c++) {
            if (s.topology.corner(hex, c) == node) {
                return true;
            }
        }
        return false;
    }

    /** Applies a validated {@link ChaseRobber}: the robber moves, then the MainTurn resumes. */
    public static Continuation apply(GameState s, Chronicle c, int seat, ChaseRobber action) {
        deactivate(s, c, seat, action.knight(), KnightChange.CHASED_ROBBER);
        return Continuation.ROBBER_THEN_MAIN;
    }

    /** Applies a validated {@link ChasePirate}: the pirate moves (and robs), then the MainTurn resumes. */
    public static Continuation apply(GameState s, Chronicle c, int seat, ChasePirate action) {
        assert Pirate.inPlay(s);
        deactivate(s, c, seat, action.knight(), KnightChange.CHASED_PIRATE);
        return Continuation.interrupt(Phase.PLACE_PIRATE, Phase.MAIN);
    }

    private static void deactivate(GameState s, Chronicle c, int seat, int node, KnightChange change) {
        s.knights.flags[node] = KnightFlags.deactivated(s.knights.flags[node]);
        c.add(new KnightChanged(seat, change, node, node, s.knights.strength[node], false));
    }
}
