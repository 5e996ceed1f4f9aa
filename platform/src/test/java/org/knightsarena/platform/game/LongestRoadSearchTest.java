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
import org.knightsarena.platform.maps.Scenarios;

/**
 * {@link LongestRoad#length} prunes its starts (only the ends of a road network, then whatever
 * rings are left) and keeps its used paths in bits; this checks it against the plain search it
 * replaced, which starts at every intersection a road ends at, after every action of seeded
 * random games of both rulesets; and that the length kept in the state (which a new road or ship
 * settles by a search of its own network only, R-15.1, and knight changes by a full one, R-9.5.2)
 * is that length too, but while a displaced knight waits for its owner to put it down.
 */
class LongestRoadSearchTest {

    @Test
    @DisplayName(
            "R-15.1, R-9.5.2 the pruned search, and the kept length of both rulesets, give the full search's length after every action")
    void prunedSearchMatchesTheFullSearch() {
        int[] compared = new int[1];
        int[] long5 = new int[1];
        int[] kept = new int[1];
        for (Ruleset ruleset : new Ruleset[] {Ruleset.BASE, Ruleset.CITIES_AND_KNIGHTS}) {
            for (long seed = 0; seed < 150; seed++) {
                Game game = Game.create(GameOptions.standard(ruleset, 3 + (int) (seed % 2)), seed);
                RandomPlay.toTheEnd(game, new Random(seed), played -> {
                    GameState s = played.state();
                    for (int seat = 0; seat < s.players; seat++) {
                        int full = fullSearch(s, seat);
                        assertEquals(full, LongestRoad.length(s, seat), ruleset + " seat " + seat);
                        if (!knightLifted(s)) {
                            assertEquals(full, s.points.roadLength[seat], ruleset + " seat " + seat + "'s kept length");
                            kept[0]++;
                        }
                        compared[0]++;
                        if (full >= LongestRoad.MINIMUM) {
                            long5[0]++;
                        }
                    }
                });
            }
        }
        assertTrue(long5[0] > compared[0] / 20, "too few long roads to say much: " + long5[0] + " of " + compared[0]);
        assertTrue(kept[0] > compared[0] / 3, "too few kept lengths compared: " + kept[0] + " of " + compared[0]);
    }

    @Test
    @DisplayName(
            "R-23.4.1, R-23.4.2 on every Seafarers scenario the pruned search gives the full search's trade route length")
    void prunedSearchMatchesOverShips() {
        int[] long5 = new int[1];
        int[] mixed = new int[1];
        long seed = 0;
        for (String scenario : Scenarios.names()) {
            for (int g = 0; g < 12; g++, seed++) {
                Ruleset ruleset = g % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
                Game game = Game.create(
                        GameOptions.standard(ruleset, 3 + g % 2).withScenario(scenario), seed, Scenarios::deal);
                RandomPlay.toTheEnd(game, new Random(seed), played -> {
                    GameState s = played.state();
                    for (int seat = 0; seat < s.players; seat++) {
                        int full = fullSearch(s, seat);
                        assertEquals(full, LongestRoad.length(s, seat), scenario + " " + ruleset + " seat " + seat);
                        if (!knightLifted(s)) {
                            assertEquals(
                                    full,
                                    s.points.roadLength[seat],
                                    scenario + " " + ruleset + " seat " + seat + "'s kept length");
                        }
                        long5[0] += full >= LongestRoad.MINIMUM ? 1 : 0;
                        mixed[0] += full >= LongestRoad.MINIMUM && !s.ships.reach.isEmpty(seat) ? 1 : 0;
                    }
                });
            }
        }
        assertTrue(mixed[0] > 0 && long5[0] > 0, "no long trade route with ships: " + mixed[0] + " of " + long5[0]);
    }

    @Test
    @DisplayName(
            "R-24.2.3, R-17.3.1 in Catan for Two the neutral colours' kept lengths give the full search's too, neutral knights included")
    void keptLengthsOfCatanForTwosColours() {
        int[] compared = new int[1];
        for (Ruleset ruleset : new Ruleset[] {Ruleset.BASE, Ruleset.CITIES_AND_KNIGHTS}) {
            for (long seed = 0; seed < 40; seed++) {
                Game game = Game.create(GameOptions.standard(ruleset, 2), seed);
                RandomPlay.toTheEnd(game, new Random(seed), played -> {
                    GameState s = played.state();
                    if (knightLifted(s)) {
                        return;
                    }
                    for (int colour = 0; colour < s.colours; colour++) {
                        assertEquals(fullSearch(s, colour), s.points.roadLength[colour], ruleset + " colour " + colour);
                        compared[0] += colour >= s.players ? 1 : 0;
                    }
                });
            }
        }
        assertTrue(compared[0] > 0, "no neutral colour compared");
    }

    /**
     * A displaced knight not yet put down by its owner: the one moment the kept lengths wait, as
     * the displacement and the relocation are one change for Longest Road.
     */
    private static boolean knightLifted(GameState s) {
        return s.knights.displacedFrom != BoardView.NOBODY;
    }

    /** The search as it was: a trail from every road or ship end, a boolean per path. */
    private static int fullSearch(GameState s, int seat) {
        boolean[] used = new boolean[s.topology.pathCount()];
        int best = 0;
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            if (s.pieces.reaches(seat, node) || s.ships.reaches(seat, node)) {
                best = Math.max(best, extend(s, seat, node, 0, 0, used));
            }
        }
        return best;
    }

    /** {@code last}: 0 at the start, 1 after a road, 2 after a ship (they join only at the seat's building). */
    private static int extend(GameState s, int seat, int node, int last, int length, boolean[] used) {
        if (length > 0 && blocks(s, seat, node)) {
            return length;
        }
        Topology t = s.topology;
        int best = length;
        for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
            int path = t.pathAt(node, k);
            int kind = s.pieces.roadOwner[path] == seat ? 1 : s.ships.ownerOf(path) == seat ? 2 : 0;
            boolean joins = last == 0 || kind == last || s.pieces.buildingOwner[node] == seat;
            if (!used[path] && kind != 0 && joins) {
                used[path] = true;
                best = Math.max(best, extend(s, seat, t.neighbour(node, k), kind, length + 1, used));
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
