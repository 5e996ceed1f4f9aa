package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.cityOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsSince;
import static org.knightsarena.platform.game.BaseBoardQueries.harbourNodes;
import static org.knightsarena.platform.game.BaseBoardQueries.hexesOf;
import static org.knightsarena.platform.game.BaseBoardQueries.ints;
import static org.knightsarena.platform.game.BaseBoardQueries.path;
import static org.knightsarena.platform.game.BaseBoardQueries.roadOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.settlementOptions;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.rules.CachedActions;
import org.knightsarena.platform.game.state.GameOptions;

/** RULES.md §2 (board, pieces, bank) for the base ruleset, and. */
class BaseComponentsRulesTest {

    private static final Board BEGINNER = StandardMap.beginner();

    @Nested
    @DisplayName("§2.1 board")
    class Board21 {

        @ParameterizedTest(name = "seed {0}")
        @ValueSource(longs = {1, 2, 3, 42, 1234567})
        @DisplayName("R-2.1.1 a fresh game has one desert, without a token, and the robber on it")
        void robberStartsOnTheTokenlessDesert(long seed) {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), seed);
            Board board = game.board();
            List<Integer> deserts = hexesOf(board, Terrain.DESERT);
            assertEquals(1, deserts.size(), "deserts on the board");
            int desert = deserts.get(0);
            assertEquals(desert, board.desert());
            assertEquals(0, board.token(desert), "the desert's token");
            GameView view = game.view(0);
            assertEquals(desert, view.board().robber(), "robber at the start");
            assertEquals(desert, game.state().figures.robber);
            for (int roll = 2; roll <= 12; roll++) {
                for (int k = 0; k < board.hexCountForRoll(roll); k++) {
                    assertTrue(board.hexForRoll(roll, k) != desert, "the desert is listed for roll " + roll);
                }
            }
        }

        @Test
        @DisplayName("R-2.1.1 on the beginner map the robber starts on the centre desert, hex 9")
        void beginnerRobberOnCentreDesert() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 3).withMap(GameOptions.MapChoice.BEGINNER), 5);
            assertEquals(Terrain.DESERT, game.board().terrain(9));
            assertEquals(0, game.board().token(9));
            assertEquals(9, game.view(2).board().robber());
        }

        @Test
        @DisplayName("R-2.1.3 without a harbour every resource trades 4:1")
        void noHarbourMeansFourToOne() {
            Game game = Fixture.base(4).settlement(0, 8).game();
            for (Card card : Card.values()) {
                assertEquals(4, game.view(0).bankRate(card), card.name());
            }
        }

        @Test
        @DisplayName("R-2.1.3 a settlement on a 2:1 grain harbour trades grain 2:1 and nothing else better than 4:1")
        void resourceHarbourOnlyForItsResource() {
            assertEquals(List.of(1, 5), harbourNodes(BEGINNER, Harbour.GRAIN));
            Game game = Fixture.base(4).settlement(0, 5).game();
            GameView view = game.view(0);
            assertEquals(2, view.bankRate(Card.GRAIN));
            for (Card card : List.of(Card.BRICK, Card.LUMBER, Card.WOOL, Card.ORE, Card.PAPER, Card.CLOTH, Card.COIN)) {
                assertEquals(4, view.bankRate(card), card.name());
            }
        }

        @Test
        @DisplayName("R-2.1.3 a settlement on a generic harbour trades every resource 3:1")
        void genericHarbourThreeToOne() {
            assertEquals(List.of(0, 3, 26, 32, 47, 49, 51, 52), harbourNodes(BEGINNER, Harbour.GENERIC));
            Game game = Fixture.base(4).settlement(0, 0).game();
            for (Card card : Card.resources()) {
                assertEquals(3, game.view(0).bankRate(card), card.name());
            }
        }

        @Test
        @DisplayName(
                "R-2.1.3 the best rate applies per card: grain 2:1 and the rest 3:1 with both harbours; a city keeps it")
        void bestRateWithTwoHarboursAndCity() {
            Game game = Fixture.base(4).city(0, 1).settlement(0, 26).game();
            GameView view = game.view(0);
            assertEquals(2, view.bankRate(Card.GRAIN));
            assertEquals(3, view.bankRate(Card.BRICK));
            assertEquals(3, view.bankRate(Card.LUMBER));
            assertEquals(3, view.bankRate(Card.WOOL));
            assertEquals(3, view.bankRate(Card.ORE));
        }

        @Test
        @DisplayName("R-2.1.3 only the harbour's own intersections count: next to one, or an opponent's, gives nothing")
        void harbourNeedsOwnBuildingOnItsIntersection() {
            // 9 is next to harbour intersection 5; seat 1 owns harbour intersection 1
            Game game = Fixture.base(4).settlement(0, 9).settlement(1, 1).game();
            assertEquals(4, game.view(0).bankRate(Card.GRAIN));
            assertEquals(2, game.view(1).bankRate(Card.GRAIN));
        }

        @Test
        @DisplayName("R-2.1.3 the bank trade options follow the harbour rate: 2 grain trade, 2 wool do not")
        void bankTradeAtHarbourRate() {
            Fixture f =
                    Fixture.base(4).settlement(0, 1).hand(0, "2 grain, 2 wool").main(0);
            Game game = f.game();
            List<Action> options = game.decision().options();
            for (Card take : List.of(Card.BRICK, Card.LUMBER, Card.WOOL, Card.ORE)) {
                assertTrue(options.contains(new TradeWithBank(Card.GRAIN, take)), "grain for " + take);
                if (take != Card.WOOL) {
                    assertFalse(options.contains(new TradeWithBank(Card.WOOL, take)), "wool for " + take);
                }
            }
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.WOOL, Card.ORE)));
            int before = game.events().size();
            int bankGrain = f.state().cards.bank[Card.GRAIN.ordinal()];
            game.apply(new TradeWithBank(Card.GRAIN, Card.ORE));
            assertEquals(Cards.parse("2 wool, 1 ore"), game.view(0).hand());
            assertEquals(bankGrain + 2, f.state().cards.bank[Card.GRAIN.ordinal()]);
            assertEquals(
                    List.of(new BankTraded(0, Cards.parse("2 grain"), Cards.parse("1 ore"))),
                    eventsSince(game, before));
        }
    }

    @Nested
    @DisplayName("§2.3 pieces per player")
    class Pieces23 {

        /** Seat 0: a settlement at 8 and roads 8-12-17, so 17 takes a settlement and roads continue. */
        private Fixture network() {
            return Fixture.base(4).settlement(0, 8).road(0, path(8, 12)).road(0, path(12, 17));
        }

        @Test
        @DisplayName("R-2.3.1 no settlement option once the settlement supply is exhausted")
        void noSettlementWithoutPiece() {
            Fixture f = network().hand(0, "1 brick, 1 lumber, 1 wool, 1 grain").main(0);
            assertEquals(ints(17), settlementOptions(f.game().decision()), "control: with a piece left");
            f.state().pieces.settlementsLeft[0] = 0;
            Game game = f.game().copy();
            assertEquals(ints(), settlementOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildSettlement(17)));
            assertEquals(0, game.view(0).piecesLeft(0, Piece.SETTLEMENT));
        }

        @Test
        @DisplayName("R-2.3.1 no city option once the city supply is exhausted")
        void noCityWithoutPiece() {
            Fixture f = network().hand(0, "3 ore, 2 grain").main(0);
            assertEquals(ints(8), cityOptions(f.game().decision()), "control: with a piece left");
            f.state().pieces.citiesLeft[0] = 0;
            Game game = f.game().copy();
            assertEquals(ints(), cityOptions(game.decision()));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildCity(8)));
        }

        @Test
        @DisplayName("R-2.3.1 no road option (nor Road Building) once the road supply is exhausted")
        void noRoadWithoutPiece() {
            Fixture f = network()
                    .hand(0, "1 brick, 1 lumber")
                    .developmentCard(0, DevelopmentCard.ROAD_BUILDING)
                    .main(0);
            assertFalse(roadOptions(f.game().decision()).isEmpty(), "control: with pieces left");
            assertTrue(f.game().decision().options().contains(CachedActions.ROAD_BUILDING), "control: road building");
            f.state().pieces.roadsLeft[0] = 0;
            Game game = f.game().copy();
            assertEquals(ints(), roadOptions(game.decision()));
            assertFalse(game.decision().options().contains(CachedActions.ROAD_BUILDING));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new BuildRoad(path(17, 22))));
        }
    }

    @Nested
    @DisplayName("§21 base ruleset: supplies")
    class Supplies21 {

        @Test
        @DisplayName(
                "R-21.10 a fresh game gives each seat 5 settlements, 4 cities, 15 roads and the bank 19 of each resource")
        void freshSupplies() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 7);
            GameView view = game.view(0);
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(5, view.piecesLeft(seat, Piece.SETTLEMENT), "settlements of " + seat);
                assertEquals(4, view.piecesLeft(seat, Piece.CITY), "cities of " + seat);
                assertEquals(15, view.piecesLeft(seat, Piece.ROAD), "roads of " + seat);
            }
            assertEquals(new Cards(19, 19, 19, 19, 19, 0, 0, 0), view.bank());
        }

        @Test
        @DisplayName("R-21.10 building takes pieces from the supply: after five settlements none is left")
        void fiveSettlementsExhaustTheSupply() {
            Fixture f = Fixture.base(4);
            for (int node : new int[] {0, 2, 11, 20, 33}) {
                f.settlement(0, node);
            }
            assertEquals(0, f.game().view(1).piecesLeft(0, Piece.SETTLEMENT));
            f.city(0, 0);
            assertEquals(1, f.game().view(1).piecesLeft(0, Piece.SETTLEMENT), "a city returns its settlement");
            assertEquals(3, f.game().view(1).piecesLeft(0, Piece.CITY));
        }
    }
}
