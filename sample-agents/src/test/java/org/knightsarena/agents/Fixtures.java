package org.knightsarena.agents;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.knightsarena.api.AgentLog;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;

/** Boards, contexts and option lists shared by the agent tests. */
final class Fixtures {

    /** The beginner map's terrains, row by row. */
    static final Terrain[] BEGINNER_TERRAIN = {
        Terrain.MOUNTAINS,
        Terrain.PASTURE,
        Terrain.FOREST,
        Terrain.FIELDS,
        Terrain.HILLS,
        Terrain.PASTURE,
        Terrain.HILLS,
        Terrain.FIELDS,
        Terrain.FOREST,
        Terrain.DESERT,
        Terrain.FOREST,
        Terrain.MOUNTAINS,
        Terrain.FOREST,
        Terrain.MOUNTAINS,
        Terrain.FIELDS,
        Terrain.PASTURE,
        Terrain.HILLS,
        Terrain.FIELDS,
        Terrain.PASTURE,
    };
    /** The beginner map's number tokens, row by row; 0 on the desert. */
    static final int[] BEGINNER_TOKENS = {10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11};

    static final int DESERT = 9;

    private Fixtures() {}

    /** @return a board with the beginner map's terrain and tokens, the robber on the desert, no pieces */
    static TestBoard beginnerBoard() {
        TestBoard board = new TestBoard();
        for (int h = 0; h < BEGINNER_TERRAIN.length; h++) {
            board.hex(h, BEGINNER_TERRAIN[h], BEGINNER_TOKENS[h]);
        }
        return board.robberOn(DESERT);
    }

    static MatchContext context(int seat, long seed) {
        return new MatchContext(seat, 4, Ruleset.BASE, new Random(seed), TimeBudget.DEFAULT, AgentLog.DISCARD);
    }

    /** @return every bank trade of one resource for another */
    static List<Action> allBankTrades() {
        List<Action> trades = new ArrayList<>();
        for (Card give : Card.resources()) {
            for (Card take : Card.resources()) {
                if (give != take) {
                    trades.add(new TradeWithBank(give, take));
                }
            }
        }
        return trades;
    }
}
