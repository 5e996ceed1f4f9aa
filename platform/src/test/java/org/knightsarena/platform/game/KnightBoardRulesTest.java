package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.KnightRulesTest.chain;
import static org.knightsarena.platform.game.KnightRulesTest.game;
import static org.knightsarena.platform.game.KnightRulesTest.knight;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.LongestRoadSetAside;
import org.knightsarena.api.event.LongestRoadTaken;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightFlags;

/**
 * RULES.md §9.5 (knights on the board), R-6.1.2, R-15.1 with knights, R-10.2.2, R-10.5.1 and
 * on the beginner map. Seat 0's line runs 0–3–7–11–16–21 from its settlement on 0;
 * intersection 7 also touches 12, where seat 1's roads come in.
 */
class KnightBoardRulesTest {

    private static final Topology T = Topology.standard();

    private final Chronicle chronicle = Chronicle.recording();

    private static Fixture line() {
        return chain(game().settlement(0, 0), 0, 0, 3, 7, 11, 16, 21);
    }

    private static int path(int a, int b) {
        return T.pathBetween(a, b);
    }

    @Nested
    @DisplayName("§9.5 knights block building")
    class Blocking {

        @Test
        @DisplayName("R-9.5.1 an opponent's knight blocks road building through its intersection")
        void opponentKnightBlocksRoads() {
            Fixture f = chain(game().settlement(0, 0), 0, 0, 3);
            GameState s = f.state();
            assertTrue(Building.canPlaceRoad(s, 0, path(3, 7)));
            knight(f, 1, 3, 1, false);
            assertFalse(Building.canPlaceRoad(s, 0, path(3, 7)));
            // a road from the own settlement is not affected
            assertTrue(Building.canPlaceRoad(s, 0, path(0, 4)));
        }

        @Test
        @DisplayName("R-6.1.2 own knights do not block own roads")
        void ownKnightDoesNotBlock() {
            Fixture f = chain(game().settlement(0, 0), 0, 0, 3);
            knight(f, 0, 3, 1, false);
            assertTrue(Building.canPlaceRoad(f.state(), 0, path(3, 7)));
        }

        @Test
        @DisplayName("R-9.5.1 no settlement on a knight's intersection, anyone's; the distance rule ignores knights")
        void knightsBlockSettlements() {
            Fixture f = line();
            GameState s = f.state();
            assertTrue(Building.canPlaceSettlement(s, 0, 11));
            knight(f, 0, 11, 1, false);
            assertFalse(Building.canPlaceSettlement(s, 0, 11));
            s.knights.lift(11);
            s.knights.put(1, 11, 1, KnightFlags.NONE);
            assertFalse(Building.canPlaceSettlement(s, 0, 11));
            s.knights.lift(11);
            knight(f, 1, 16, 1, false);
            knight(f, 2, 7, 1, false);
            assertTrue(Building.canPlaceSettlement(s, 0, 11));
        }
    }

    @Nested
    @DisplayName("§15 Longest Road with knights")
    class Roads {

        /** Seat 0 holds Longest Road with 5; seat 1's roads 7–12–17 touch seat 0's line at 7. */
        private Fixture contest() {
            Fixture f = line();
            chain(f.settlement(1, 22), 1, 7, 12, 17, 22);
            assertEquals(0, f.state().points.longestRoad);
            return f;
        }

        @Test
        @DisplayName("R-15.1 R-9.5.2 an opponent's knight splits a road: recruiting one takes the award away")
        void opponentKnightSplitsRoad() {
            Fixture f = contest().main(1).hand(1, "1 wool, 1 ore");
            GameState s = f.state();
            int points = s.points.publicPoints[0];
            Knights.apply(s, chronicle, 1, new RecruitKnight(7));
            assertEquals(3, s.points.roadLength[0]);
            assertEquals(BoardView.NOBODY, s.points.longestRoad);
            assertEquals(points - LongestRoad.POINTS, s.points.publicPoints[0]);
            assertTrue(chronicle.events().contains(new LongestRoadSetAside()));
        }

        @Test
        @DisplayName("R-15.3 moving the splitting knight away gives the award back")
        void movingKnightAwayRejoinsRoad() {
            Fixture f = contest().main(1);
            knight(f, 1, 7, 1, true);
            GameState s = f.state();
            LongestRoad.updateAll(s, chronicle);
            assertEquals(BoardView.NOBODY, s.points.longestRoad);
            Knights.apply(s, chronicle, 1, new MoveKnight(7, 12));
            assertEquals(5, s.points.roadLength[0]);
            assertEquals(0, s.points.longestRoad);
            List<GameEvent> events = chronicle.events();
            assertEquals(new LongestRoadTaken(0, 5), events.get(events.size() - 1));
        }

        @Test
        @DisplayName("R-9.5.2 one's own knight does not split one's road")
        void ownKnightDoesNotSplit() {
            Fixture f = line();
            knight(f, 0, 7, 1, false);
            assertEquals(5, LongestRoad.length(f.state(), 0));
        }
    }

    @Nested
    @DisplayName("§9.5 knights and points, §10 strength")
    class Strength {

        @Test
        @DisplayName("R-9.5.3 knights give no victory points")
        void knightsGiveNoPoints() {
            Fixture f = line().hand(0, "2 wool, 2 ore");
            GameState s = f.state();
            int points = s.totalPoints(0);
            Knights.apply(s, chronicle, 0, new RecruitKnight(3));
            Knights.apply(s, chronicle, 0, new PromoteKnight(3));
            assertEquals(points, s.totalPoints(0));
        }

        @Test
        @DisplayName("R-9.5.3 R-10.2.2 only active knights count, at their strength")
        void activeStrength() {
            Fixture f = line();
            knight(f, 0, 3, 1, true);
            knight(f, 0, 11, 3, true);
            knight(f, 0, 21, 2, false);
            knight(f, 1, 7, 2, true);
            assertEquals(4, f.state().knights.activeStrength(0));
            assertEquals(2, f.state().knights.activeStrength(1));
            assertEquals(0, f.state().knights.activeStrength(2));
        }

        @Test
        @DisplayName("R-10.5.1 after an attack every knight is inactive")
        void deactivateAll() {
            Fixture f = line();
            knight(f, 0, 3, 1, true);
            knight(f, 1, 7, 2, true);
            f.state().knights.deactivateAll();
            assertEquals(0, f.state().knights.activeStrength(0));
            assertEquals(0, f.state().knights.activeStrength(1));
            assertEquals(1, f.state().knights.strength[3]);
        }

        @Test
        @DisplayName("R-4.7.2 the end of a turn clears the per-turn knight flags, not the active state")
        void endTurnClearsFlags() {
            Fixture f = line();
            knight(f, 0, 3, 1, true);
            GameState s = f.state();
            s.knights.flags[3] = KnightFlags.of(true, true, true);
            s.knights.endTurn();
            assertEquals(KnightFlags.of(true, false, false), s.knights.flags[3]);
        }
    }
}
