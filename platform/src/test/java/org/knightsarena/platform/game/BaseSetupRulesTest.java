package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsSince;
import static org.knightsarena.platform.game.BaseBoardQueries.neighbours;
import static org.knightsarena.platform.game.BaseBoardQueries.path;
import static org.knightsarena.platform.game.BaseBoardQueries.pathsAt;
import static org.knightsarena.platform.game.BaseBoardQueries.roadOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.settlementOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Setup;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.Produced;
import org.knightsarena.api.event.TurnStarted;
import org.knightsarena.platform.game.state.GameOptions;

/** RULES.md §3 as the base ruleset plays it (R-21.1) and R-3.5. */
class BaseSetupRulesTest {

    /**
     * Setup on the beginner map, in decision order: seats 0..3 place {settlement, road end}
     * in round 1, then seats 3..0 in round 2.
     */
    private static final int[][] SCRIPT = {
        {8, 4}, // seat 0: mountains 10, pasture 2, hills 6
        {20, 15}, // seat 1: hills 10, mountains 8
        {40, 44}, // seat 2: mountains 3, fields 4, fields 6
        {33, 27}, // seat 3: fields 9, forest 8
        {49, 53}, // seat 3: fields 6, pasture 11
        {36, 31}, // seat 2: forest 3, fields 4, pasture 5
        {2, 6}, // seat 1: forest 9
        {18, 23}, // seat 0: hills 6, pasture 4, desert
    };

    private static Game beginnerGame() {
        return Game.create(GameOptions.standard(Ruleset.BASE, 4).withMap(GameOptions.MapChoice.BEGINNER), 11);
    }

    /** Plays the first {@code placements} settlement-and-road pairs of {@link #SCRIPT}. */
    private static Game scripted(int placements) {
        return scripted(SCRIPT, placements);
    }

    private static Game scripted(int[][] script, int placements) {
        Game game = beginnerGame();
        for (int i = 0; i < placements; i++) {
            game.apply(new BuildSettlement(script[i][0]));
            game.apply(new BuildRoad(path(script[i][0], script[i][1])));
        }
        return game;
    }

    @Nested
    @DisplayName("§3 / §21 setup order")
    class Order {

        private List<String> playSetupRecordingDeciders(Game game) {
            List<String> steps = new ArrayList<>();
            while (game.turn() == 0) {
                Decision d = game.decision();
                Setup setup = assertInstanceOf(Setup.class, d);
                assertEquals(game.decider(), setup.seat());
                steps.add(setup.seat()
                        + (setup.piece() == Piece.SETTLEMENT ? "S" : setup.piece() == Piece.ROAD ? "R" : "?"));
                game.apply(d.options().get(0));
            }
            return steps;
        }

        @Test
        @DisplayName("R-21.1 four players place settlement then road in seat order, then in reverse order")
        void fourPlayerSnakeOrder() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 2024);
            assertEquals(
                    List.of(
                            "0S", "0R", "1S", "1R", "2S", "2R", "3S", "3R", "3S", "3R", "2S", "2R", "1S", "1R", "0S",
                            "0R"),
                    playSetupRecordingDeciders(game));
        }

        @Test
        @DisplayName("R-21.1 three players place in the order 0, 1, 2, 2, 1, 0")
        void threePlayerSnakeOrder() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 3), 99);
            assertEquals(
                    List.of("0S", "0R", "1S", "1R", "2S", "2R", "2S", "2R", "1S", "1R", "0S", "0R"),
                    playSetupRecordingDeciders(game));
        }

        @Test
        @DisplayName(
                "R-21.1 after setup every seat has 2 settlements, 2 roads and 2 VP; turn 1 starts with seat 0 before the roll")
        void afterSetup() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 2024);
            int before = game.events().size();
            while (game.turn() == 0) {
                game.apply(game.decision().options().get(0));
            }
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(2, game.victoryPoints(seat), "VP of seat " + seat);
                assertEquals(3, game.view(seat).piecesLeft(seat, Piece.SETTLEMENT));
                assertEquals(13, game.view(seat).piecesLeft(seat, Piece.ROAD));
                assertEquals(4, game.view(seat).piecesLeft(seat, Piece.CITY));
            }
            assertEquals(1, game.turn());
            BeforeRoll d = assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(0, d.seat());
            List<GameEvent> events = eventsSince(game, before);
            assertEquals(new TurnStarted(1, 0), events.get(events.size() - 1));
            assertEquals(
                    1, events.stream().filter(e -> e instanceof TurnStarted).count(), "one turn started");
        }
    }

    @Nested
    @DisplayName("§3 / §21 placements")
    class Placements {

        @Test
        @DisplayName(
                "R-3.5 a setup settlement obeys the distance rule but needs no road: all 54 spots bar 8 and its neighbours")
        void setupSettlementDistanceRuleWithoutRoad() {
            Game game = scripted(1);
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(1, d.seat());
            assertEquals(Piece.SETTLEMENT, d.piece());
            Set<Integer> expected = new TreeSet<>();
            for (int node = 0; node < 54; node++) {
                expected.add(node);
            }
            expected.remove(8);
            expected.removeAll(neighbours(8));
            assertEquals(expected, settlementOptions(d));
            assertEquals(50, settlementOptions(d).size());
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(4)));
            assertTrue(e.getMessage().contains("BuildSettlement"), e.getMessage());
            game.apply(new BuildSettlement(53)); // far from every road
            assertEquals(1, game.state().pieces.buildingOwner[53]);
        }

        @Test
        @DisplayName("R-3.5 in round 2 a settlement may stand away from the player's first settlement and road")
        void secondSettlementNeedsNoConnection() {
            Game game = scripted(4);
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(3, d.seat());
            assertTrue(settlementOptions(d).contains(49), "49 is far from seat 3's road 33-27");
            for (int taken : new int[] {8, 20, 40, 33}) {
                assertTrue(!settlementOptions(d).contains(taken), "occupied " + taken);
                for (int n : neighbours(taken)) {
                    assertTrue(!settlementOptions(d).contains(n), "next to " + taken + ": " + n);
                }
            }
        }

        @Test
        @DisplayName("R-21.1 the setup road must touch the settlement just placed")
        void setupRoadTouchesNewSettlement() {
            Game game = beginnerGame();
            game.apply(new BuildSettlement(8));
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(Piece.ROAD, d.piece());
            assertEquals(0, d.seat());
            assertEquals(pathsAt(8), roadOptions(d));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(4, 0))));
        }

        @Test
        @DisplayName("R-21.1 the second setup road must touch the second settlement, not the first")
        void secondRoadTouchesSecondSettlement() {
            Game game = scripted(7);
            game.apply(new BuildSettlement(18));
            Setup d = assertInstanceOf(Setup.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(pathsAt(18), roadOptions(d));
            // continuing the first road (8-4) or touching the first settlement is not allowed now
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(8, 12))));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(4, 0))));
        }

        @Test
        @DisplayName("R-21.1 the first settlement pays nothing")
        void firstSettlementPaysNothing() {
            Game game = scripted(4);
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(Cards.NONE, game.view(seat).hand(), "hand of seat " + seat);
            }
            assertTrue(game.events().stream().noneMatch(e -> e instanceof Produced), "no production in round 1");
        }

        @Test
        @DisplayName(
                "R-21.1 the second settlement pays one resource per adjacent producing hex (the desert pays nothing)")
        void secondSettlementPaysOnePerHex() {
            Game game = scripted(4);
            assertEquals(
                    List.of(new Built(3, Piece.SETTLEMENT, 49), new Produced(3, Cards.parse("1 grain, 1 wool"))),
                    eventsOf(game, new BuildSettlement(49)));
            game.apply(new BuildRoad(path(49, 53)));
            game.apply(new BuildSettlement(36));
            game.apply(new BuildRoad(path(36, 31)));
            game.apply(new BuildSettlement(2));
            game.apply(new BuildRoad(path(2, 6)));
            game.apply(new BuildSettlement(18));
            game.apply(new BuildRoad(path(18, 23)));
            assertEquals(Cards.parse("1 brick, 1 wool"), game.view(0).hand(), "hills, pasture, desert");
            assertEquals(Cards.parse("1 lumber"), game.view(1).hand(), "forest on the coast");
            assertEquals(Cards.parse("1 lumber, 1 grain, 1 wool"), game.view(2).hand(), "forest, fields, pasture");
            assertEquals(Cards.parse("1 grain, 1 wool"), game.view(3).hand(), "fields, pasture");
            assertEquals(new Cards(18, 17, 16, 17, 19, 0, 0, 0), game.view(0).bank());
            assertEquals(1, game.turn());
            assertEquals(0, game.decider());
        }

        @Test
        @DisplayName("R-21.1 two adjacent hexes of one terrain pay two of that resource to the second settlement")
        void secondSettlementTwoHexesSameTerrain() {
            int[][] script = {{8, 4}, {20, 15}, {33, 27}, {49, 53}, {2, 6}, {36, 31}, {11, 7}, {40, 44}};
            Game game = scripted(script, 8);
            assertEquals(Cards.parse("2 grain, 1 ore"), game.view(0).hand(), "mountains 13, fields 14 and 17");
            assertEquals(Cards.parse("1 grain"), game.view(1).hand(), "fields 3 only");
            assertEquals(1, game.turn());
        }
    }
}
