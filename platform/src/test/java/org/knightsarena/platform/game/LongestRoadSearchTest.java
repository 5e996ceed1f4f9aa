package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;

/**
 * {@link LongestRoad#length} prunes its starts (only the ends of a road network, then whatever
 * rings are left) and keeps its used paths in bits; this checks it against the plain search it
 * replaced, which starts at every intersection a road ends at, after every action of seeded
 * random games of both rulesets.
 */
class LongestRoadSearchTest {

    @Test
    @DisplayName("R-15.1 the pruned search gives the full search's length after every action of random games")
    void prunedSearchMatchesTheFullSearch() {
        int[] compared = new int[1];
        int[] long5 = new int[1];
        for (Ruleset ruleset : new Ruleset[] {Ruleset.BASE, Ruleset.CITIES_AND_KNIGHTS}) {
            for (long seed = 0; seed < 150; seed++) {
                Game game = Game.create(GameOptions.standard(ruleset, 3 + (int) (seed % 2)), seed);
                RandomPlay.toTheEnd(game, new Random(seed), played -> {
                    GameState s = played.state();
                    for (int seat = 0; seat < s.players; seat++) {
                        int full = fullSearch(s, seat);
                        assertEquals(full, LongestRoad.length(s, seat), ruleset + " seat " + seat);
                        compared[0]++;
                        if (full >= LongestRoad.MINIMUM) {
                            long5[0]++;
                        }
                    }
                });
            }
        }
        assertTrue(long5[0] > compared[0] / 20, "too few long roads to say much: " + long5[0] + " of " + compared[0]);
    }

    /** The search as it was: a trail from every road end, a boolean per path. */
    private static int fullSearch(GameState s, int seat) {
        boolean[] used = new boolean[s.topology.pathCount()];
        int best = 0;
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            if (s.pieces.reaches(seat, node)) {
                best = Math.max(best, extend(s, seat, node, 0, used));
            }
        }
        return best;
    }

    private static int extend(GameState s, int seat, int node, int length, boolean[] used) {
        if (length > 0 && blocks(s, seat, node)) {
            return length;
        }
        Topology t = s.topology;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            if (!used[path] && s.pieces.roadOwner[path] == seat) {
                used[path] = true;
                best = Math.max(best, extend(s, seat, t.neighbour(node, k), length + 1, used));
                used[path] = false;
            }
        }
        return best;
    }

    private static boolean blocks(GameState s, int seat, int node) {
        int owner = s.pieces.buildingOwner[node];
        return (owner != BoardView.NOBODY && owner != seat) || Building.hasOpponentKnight(s, seat, node);
    }
}
