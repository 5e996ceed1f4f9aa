package org.knightsarena.platform.game;

import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.chronicle.Chronicle;

/** The trade progress cards (RULES.md §13). Being written. */
final class TradeCards {
    private TradeCards() {
    }

    static void addBeforeRollOptions(GameState s, int seat, OptionBuffer options) {
    }

    static void addMainOptions(GameState s, int seat, OptionBuffer options) {
    }

    static boolean handles(Action action) {
        return false;
    }

    static void apply(GameState s, Chronicle c, int seat, Action action) {
        throw new AssertionError(action);
    }

    static Decision decision(GameState s, int seat) {
        throw new AssertionError(s.phase);
    }
}
