package org.knightsarena.platform.game;

import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.chronicle.Chronicle;

/** Knights of Cities &amp; Knights (RULES.md §9, R-2.3.2, R-15 with knights). Being written. */
final class Knights {
    private Knights() {
    }

    /** Adds the seat's legal knight actions to a MainTurn's options (after the roll, own turn). */
    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        throw new UnsupportedOperationException("knights are not implemented yet");
    }

    /** @return whether this class applies the action (RecruitKnight … ChaseRobber, MoveDisplacedKnight) */
    static boolean handles(Action action) {
        return false;
    }

    /** Applies a knight action validated against the pending decision. */
    static void apply(GameState s, Chronicle c, int seat, Action action) {
        throw new UnsupportedOperationException("knights are not implemented yet");
    }

    /** The decision of phase DISPLACED_KNIGHT for its seat. */
    static Decision displacedKnightDecision(GameState s, int seat) {
        throw new UnsupportedOperationException("knights are not implemented yet");
    }

    /** @return the sum of the strengths of the seat's active knights */
    static int activeStrength(GameState s, int seat) {
        return 0;
    }

    /** every knight becomes inactive. */
    static void deactivateAll(GameState s, Chronicle c) {
    }

    /** clears the per-turn knight flags at the end of a turn. */
    static void endTurn(GameState s) {
    }
}
