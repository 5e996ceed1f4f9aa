package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.cityOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.ints;
import static org.knightsarena.platform.game.BaseBoardQueries.path;
import static org.knightsarena.platform.game.BaseBoardQueries.pathsAlong;
import static org.knightsarena.platform.game.BaseBoardQueries.roadOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.settlementOptions;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.Built;

/** RULES.md §5 (base costs) and §6 (building rules) for the base ruleset, on the beginner map. */
class BaseBuildingRulesTest {

    /** Seat 0 with a settlement at {@code start} and roads along the chain of intersections. */
    private static Fixture network(int... chain) {
        Fixture f = Fixture.base(4).settlement(0, chain[0]);
        for (int p : pathsAlong(chain)) {
            f.road(0, p);
        }
        return f;
    }

    @Nested
    @DisplayName("§6.1 roads")
    class Roads61 {

        @Test
        @DisplayName("R-6.1.1 a road must touch the builder's building or continue the builder's road")
        void roadConnectsToOwnNetwork() {
            Fixture f = network(8, 4).hand(0, "1 brick, 1 lumber").main(0);
            Game game = f.game();
            assertEquals(ints(path(8, 12), path(8, 13), path(4, 0), path(4, 1)), roadOptions(game.decision()));
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(12, 17))));
            assertTrue(e.getMessage().contains("BuildRoad"), e.getMessage());
        }

        @Test
        @DisplayName("R-6.1.1 §5 a road costs 1 brick + 1 lumber, paid to the bank, and takes a road piece")
        void roadCost() {
            Fixture f = network(8, 4).hand(0, "1 brick, 2 lumber, 1 ore").main(0);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertEquals(List.of(new Built(0, Piece.ROAD, path(4, 0))), eventsOf(game, new BuildRoad(path(4, 0))));
            assertEquals(Cards.parse("1 lumber, 1 ore"), game.view(0).hand());
            assertEquals(
                    bank.plus(Cards.parse("1 brick, 1 lumber")), game.view(0).bank());
            assertEquals(13, game.view(0).piecesLeft(0, Piece.ROAD));
            assertEquals(0, game.view(0).board().roadOwner(path(4, 0)));
        }

        @Test
        @DisplayName("R-6.1.1 §5 without both a brick and a lumber no road is offered")
        void roadNeedsBrickAndLumber() {
            assertEquals(
                    ints(),
                    roadOptions(network(8, 4).hand(0, "3 brick").main(0).game().decision()));
            assertEquals(
                    ints(),
                    roadOptions(network(8, 4).hand(0, "3 lumber").main(0).game().decision()));
        }

        @Test
        @DisplayName("R-6.1.1 a road cannot continue through an opponent's settlement; the opponent may build there")
        void opponentSettlementBlocksContinuation() {
            // seat 0 road 8-12-17 ends at seat 1's settlement on 17
            Fixture f = network(8, 12, 17)
                    .settlement(1, 17)
                    .hand(0, "1 brick, 1 lumber")
                    .hand(1, "1 brick, 1 lumber")
                    .main(0);
            Game game = f.game();
            assertEquals(ints(path(8, 4), path(8, 13), path(12, 7)), roadOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(17, 22))));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(17, 23))));
            Game other = Fixture.base(4)
                    .settlement(0, 8)
                    .road(0, path(8, 12))
                    .road(0, path(12, 17))
                    .settlement(1, 17)
                    .hand(1, "1 brick, 1 lumber")
                    .main(1)
                    .game();
            assertEquals(ints(path(17, 22), path(17, 23)), roadOptions(other.decision()));
        }

        @Test
        @DisplayName("R-6.1.1 an opponent's road neither blocks nor helps: seat 0 continues past it, not from it")
        void opponentRoadDoesNotCount() {
            // seat 1 owns 12-7; seat 0 may still continue its road at 12 towards 17, but not from 7
            Fixture f = network(8, 12)
                    .road(1, path(12, 7))
                    .hand(0, "1 brick, 1 lumber")
                    .main(0);
            assertEquals(
                    ints(path(8, 4), path(8, 13), path(12, 17)),
                    roadOptions(f.game().decision()));
        }
    }

    @Nested
    @DisplayName("§6.2 settlements")
    class Settlements62 {

        @Test
        @DisplayName("R-6.2.1 a settlement goes on an empty intersection touched by one of the builder's roads")
        void settlementNeedsOwnRoad() {
            // seat 1's road 22-28 touches 28, which is free but not seat 0's
            Fixture f = network(8, 12, 17, 22)
                    .road(1, path(22, 28))
                    .hand(0, "1 brick, 1 lumber, 1 wool, 1 grain")
                    .main(0);
            Game game = f.game();
            assertEquals(ints(17, 22), settlementOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(28)));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(40)));
        }

        @Test
        @DisplayName("R-6.2.1 §5 a settlement costs brick, lumber, wool and grain, takes a piece and gives 1 VP")
        void settlementCost() {
            Fixture f = network(8, 12, 17)
                    .hand(0, "1 brick, 1 lumber, 1 wool, 1 grain, 2 ore")
                    .main(0);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertEquals(List.of(new Built(0, Piece.SETTLEMENT, 17)), eventsOf(game, new BuildSettlement(17)));
            assertEquals(Cards.parse("2 ore"), game.view(0).hand());
            assertEquals(
                    bank.plus(Cards.parse("1 brick, 1 lumber, 1 wool, 1 grain")),
                    game.view(0).bank());
            assertEquals(2, game.victoryPoints(0));
            assertEquals(3, game.view(0).piecesLeft(0, Piece.SETTLEMENT));
            assertEquals(Building.SETTLEMENT, game.view(1).board().building(17));
        }

        @Test
        @DisplayName("R-6.2.1 §5 missing any one of the four cards, no settlement is offered")
        void settlementNeedsAllFour() {
            for (String hand : new String[] {
                "1 lumber, 1 wool, 1 grain",
                "1 brick, 1 wool, 1 grain",
                "1 brick, 1 lumber, 1 grain",
                "1 brick, 1 lumber, 1 wool"
            }) {
                Game game = network(8, 12, 17).hand(0, hand + ", 4 ore").main(0).game();
                assertEquals(ints(), settlementOptions(game.decision()), hand);
            }
        }

        @Test
        @DisplayName("R-6.2.2 distance rule: not next to one's own settlement")
        void distanceRuleOwn() {
            Game game = network(8, 12)
                    .hand(0, "1 brick, 1 lumber, 1 wool, 1 grain")
                    .main(0)
                    .game();
            assertEquals(ints(), settlementOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(12)));
        }

        @Test
        @DisplayName("R-6.2.2 distance rule: not next to an opponent's settlement or city")
        void distanceRuleOpponent() {
            String cards = "1 brick, 1 lumber, 1 wool, 1 grain";
            assertEquals(
                    ints(17),
                    settlementOptions(
                            network(8, 12, 17).hand(0, cards).main(0).game().decision()),
                    "control");
            assertEquals(
                    ints(),
                    settlementOptions(network(8, 12, 17)
                            .settlement(1, 23)
                            .hand(0, cards)
                            .main(0)
                            .game()
                            .decision()),
                    "settlement of seat 1 at 23, next to 17");
            assertEquals(
                    ints(),
                    settlementOptions(network(8, 12, 17)
                            .city(2, 22)
                            .hand(0, cards)
                            .main(0)
                            .game()
                            .decision()),
                    "city of seat 2 at 22, next to 17");
        }

        @Test
        @DisplayName("R-6.2.1 an occupied intersection takes no settlement, even at the end of one's own road")
        void occupiedIntersection() {
            Game game = network(8, 12, 17, 22)
                    .settlement(1, 22)
                    .hand(0, "1 brick, 1 lumber, 1 wool, 1 grain")
                    .main(0)
                    .game();
            assertEquals(ints(), settlementOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(22)));
        }
    }

    @Nested
    @DisplayName("§6.3 cities")
    class Cities63 {

        @Test
        @DisplayName("R-6.3.1 a city goes only on one of the builder's own settlements")
        void cityOnOwnSettlementOnly() {
            Game game = Fixture.base(4)
                    .settlement(0, 8)
                    .settlement(0, 20)
                    .settlement(1, 40)
                    .city(0, 33)
                    .hand(0, "3 ore, 2 grain")
                    .main(0)
                    .game();
            assertEquals(ints(8, 20), cityOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildCity(40)), "opponent's");
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildCity(33)), "already a city");
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildCity(0)), "empty");
        }

        @Test
        @DisplayName("R-6.3.1 §5 a city costs 3 ore + 2 grain; the settlement returns to the supply; +1 VP")
        void cityReplacesSettlement() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .settlement(0, 20)
                    .hand(0, "4 ore, 2 grain, 1 wool")
                    .main(0);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertEquals(List.of(new Built(0, Piece.CITY, 8)), eventsOf(game, new BuildCity(8)));
            assertEquals(Cards.parse("1 ore, 1 wool"), game.view(0).hand());
            assertEquals(bank.plus(Cards.parse("3 ore, 2 grain")), game.view(0).bank());
            assertEquals(4, game.view(0).piecesLeft(0, Piece.SETTLEMENT), "5 - 2 placed + 1 returned");
            assertEquals(3, game.view(0).piecesLeft(0, Piece.CITY));
            assertEquals(3, game.victoryPoints(0));
            assertEquals(Building.CITY, game.view(2).board().building(8));
            assertEquals(0, game.view(2).board().buildingOwner(8));
        }

        @Test
        @DisplayName("R-6.3.1 §5 with 3 ore and 1 grain, or 2 ore and 2 grain, no city is offered")
        void cityNeedsFullPrice() {
            assertEquals(
                    ints(),
                    cityOptions(Fixture.base(4)
                            .settlement(0, 8)
                            .hand(0, "3 ore, 1 grain")
                            .main(0)
                            .game()
                            .decision()));
            assertEquals(
                    ints(),
                    cityOptions(Fixture.base(4)
                            .settlement(0, 8)
                            .hand(0, "2 ore, 2 grain")
                            .main(0)
                            .game()
                            .decision()));
            assertFalse(
                    cityOptions(Fixture.base(4)
                                    .settlement(0, 8)
                                    .hand(0, "3 ore, 2 grain")
                                    .main(0)
                                    .game()
                                    .decision())
                            .isEmpty(),
                    "control");
        }
    }
}
