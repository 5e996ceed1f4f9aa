package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.Pieces;
import org.knightsarena.platform.game.state.TwoPlayerTable;

/** What holds after every step of Catan for Two, beside {@link Invariants#check}. */
final class CatanForTwoInvariants {
    private CatanForTwoInvariants() {}

    /** the reference's starting spots of the neutral colours. */
    static final int[] STARTING_SPOTS = {9, 44};

    static boolean isStartingSpot(GameState s, int colour, int node) {
        return STARTING_SPOTS[colour - s.players] == node;
    }

    static void check(Game game) {
        GameState s = game.state();
        assertEquals(2, s.players);
        assertEquals(4, s.colours);
        int tokens = s.twoPlayer.supply();
        for (int p = 0; p < s.players; p++) {
            assertTrue(s.twoPlayer.tokens(p) >= 0, "R-24.2.4 negative tokens");
            tokens += s.twoPlayer.tokens(p);
        }
        assertEquals(TwoPlayerTable.TOKENS, tokens, "R-24.2.4 the 20 tokens are conserved");
        for (int colour = s.players; colour < s.colours; colour++) {
            assertEquals(0, s.cards.handSize(colour), "R-24.2.3 a neutral colour holds no cards");
            assertEquals(0, s.devHands.total(colour), "R-24.2.3 a neutral colour holds no development cards");
            assertEquals(Pieces.CITIES, s.pieces.citiesLeft[colour], "R-24.2.3 neutrals build no cities");
            int node = STARTING_SPOTS[colour - s.players];
            assertEquals(colour, s.pieces.buildingOwner[node], "R-24.2.1 the neutral's first settlement");
        }
        if (!s.isOver()) {
            int decider = LegalActions.decider(s);
            assertTrue(decider >= 0 && decider < s.players, "R-24.2.1 only the two players decide: " + decider);
            assertTrue(s.turn.active < s.players, "R-24.2.1 a neutral never takes a turn");
        } else if (s.turn.winner != BoardView.NOBODY) {
            assertTrue(s.turn.winner < s.players, "R-24.2.6 only the two players win");
        }
        if (s.isCitiesAndKnights()) {
            for (int node = 0; node < s.knights.owner.length; node++) {
                if (s.knights.owner[node] >= s.players) {
                    assertFalse(s.knights.isActive(node), "R-17.3.2 a neutral knight is never active");
                    assertTrue(s.knights.strength[node] <= 2, "R-17.3.3 a neutral knight stops at strong");
                }
            }
        }
        Phase phase = s.turn.phase();
        if (s.twoPlayer.firstRoll() != 0) {
            assertTrue(
                    phase != Phase.MAIN
                            && phase != Phase.FORCED_TRADE_GIVE
                            && phase != Phase.NEUTRAL_ROAD
                            && phase != Phase.NEUTRAL_KNIGHT
                            && phase != Phase.NEUTRAL_PROMOTION,
                    "R-24.2.2 the main phase waits for the second roll, not in " + phase);
        }
    }
}
