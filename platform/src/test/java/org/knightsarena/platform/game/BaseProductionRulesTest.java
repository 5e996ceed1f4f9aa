package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.hexesAt;
import static org.knightsarena.platform.game.BaseBoardQueries.hexesWithToken;
import static org.knightsarena.platform.game.BaseBoardQueries.ints;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.BankShortage;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.Produced;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.StandardMap;

/**
 * RULES.md §4.4 production and, on the beginner map. Hex 4 is hills 6, hex 17 fields 6,
 * hex 0 mountains 10, hex 6 hills 10, hex 10 forest 3, hex 11 mountains 8, hex 15 pasture 5.
 */
class BaseProductionRulesTest {

    /**
     * Rolls the forced dice for seat 0, checks that the first event is that {@link DiceRolled},
     * and returns the events after it.
     */
    private static List<GameEvent> production(Fixture f, int yellow, int red) {
        List<GameEvent> events = eventsOf(f.dice(yellow, red).game(), RollDice.INSTANCE);
        assertEquals(new DiceRolled(0, yellow, red), events.get(0));
        return events.subList(1, events.size());
    }

    private static Produced produced(int seat, String cards) {
        return new Produced(seat, Cards.parse(cards));
    }

    @Test
    @DisplayName("R-4.4.1 the beginner map hexes used below carry the numbers assumed")
    void mapAssumptions() {
        Board b = StandardMap.beginner();
        assertEquals(List.of(4, 17), hexesWithToken(b, 6));
        assertEquals(List.of(0, 6), hexesWithToken(b, 10));
        assertEquals(List.of(10, 13), hexesWithToken(b, 3));
        assertEquals(Terrain.HILLS, b.terrain(4));
        assertEquals(Terrain.FIELDS, b.terrain(17));
        assertEquals(ints(0, 1, 4), hexesAt(8));
        assertEquals(ints(10, 11, 15), hexesAt(31));
    }

    @Nested
    @DisplayName("§4.4 production")
    class Production44 {

        @Test
        @DisplayName("R-4.4.1 a settlement takes 1 card of the hex's resource")
        void settlementTakesOne() {
            Fixture f = Fixture.base(4).settlement(0, 8);
            assertEquals(List.of(produced(0, "1 brick")), production(f, 2, 4));
            assertEquals(Cards.parse("1 brick"), f.game().view(0).hand());
            assertEquals(18, f.state().cards.bank[Card.BRICK.ordinal()]);
        }

        @Test
        @DisplayName("R-4.4.1 a city takes 2 cards of the hex's resource")
        void cityTakesTwo() {
            Fixture f = Fixture.base(4).city(0, 8);
            assertEquals(List.of(produced(0, "2 brick")), production(f, 3, 3));
        }

        @Test
        @DisplayName(
                "R-4.4.1 only hexes with the rolled number produce: a 10 pays ore from hex 0, not the brick or wool next to it")
        void onlyRolledNumberProduces() {
            Fixture f = Fixture.base(4).settlement(0, 8).settlement(1, 20);
            assertEquals(List.of(produced(0, "1 ore"), produced(1, "1 brick")), production(f, 4, 6));
        }

        @Test
        @DisplayName("R-4.4.1 every building on every hex with the number is paid, each player once with the sum")
        void everyAdjacentBuildingIsPaid() {
            // hex 4 (6): seat 0 settlements 8 and 17, seat 1 city 18; hex 17 (6): seat 2 settlement 45
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .settlement(0, 17)
                    .city(1, 18)
                    .settlement(2, 45);
            assertEquals(
                    List.of(produced(0, "2 brick"), produced(1, "2 brick"), produced(2, "1 grain")),
                    production(f, 1, 5));
        }

        @Test
        @DisplayName("R-4.4.1 the robber's hex produces nothing, the other hex with the number still does")
        void robberHexProducesNothing() {
            Fixture f = Fixture.base(4).city(0, 8).settlement(1, 45).robber(4);
            assertEquals(List.of(produced(1, "1 grain")), production(f, 2, 4));
            assertEquals(Cards.NONE, f.game().view(0).hand());
        }

        @Test
        @DisplayName(
                "R-4.4.3 several entitled players and too few cards: nobody gets that kind, a BankShortage is told, other kinds are paid")
        void shortageWithSeveralPlayers() {
            // the bank keeps 2 brick; seat 0 is owed 1 and seat 1 is owed 2
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .city(1, 18)
                    .settlement(2, 45)
                    .hand(3, "17 brick");
            assertEquals(List.of(new BankShortage(Card.BRICK), produced(2, "1 grain")), production(f, 2, 4));
            assertEquals(Cards.NONE, f.game().view(0).hand());
            assertEquals(Cards.NONE, f.game().view(1).hand());
            assertEquals(2, f.state().cards.bank[Card.BRICK.ordinal()]);
        }

        @Test
        @DisplayName("R-4.4.3 when the bank holds exactly what is owed everyone is paid")
        void exactlyEnoughPaysEveryone() {
            Fixture f = Fixture.base(4).settlement(0, 8).city(1, 18).hand(3, "16 brick");
            assertEquals(List.of(produced(0, "1 brick"), produced(1, "2 brick")), production(f, 2, 4));
            assertEquals(0, f.state().cards.bank[Card.BRICK.ordinal()]);
        }

        @Test
        @DisplayName("R-4.4.3 a single entitled player takes what is left of the kind")
        void singlePlayerTakesTheRest() {
            // seat 0 is owed 4 brick (a city and two settlements on hex 4), the bank has 3
            Fixture f = Fixture.base(4)
                    .city(0, 8)
                    .settlement(0, 17)
                    .settlement(0, 18)
                    .hand(3, "16 brick");
            assertEquals(List.of(produced(0, "3 brick")), production(f, 2, 4));
            assertEquals(0, f.state().cards.bank[Card.BRICK.ordinal()]);
        }

        @Test
        @DisplayName("R-4.4.3 with an empty bank two entitled players get nothing and the shortage is told")
        void emptyBankShortage() {
            Fixture f = Fixture.base(4).settlement(0, 8).settlement(1, 18).hand(3, "19 brick");
            assertEquals(List.of(new BankShortage(Card.BRICK)), production(f, 2, 4));
        }
    }

    @Nested
    @DisplayName("§21 base turn")
    class BaseTurn21 {

        @Test
        @DisplayName(
                "R-21.2 a city gives 2 of its hex's resource on forest, pasture and mountains too, never a commodity")
        void cityTwoOfResourceOnEveryTerrain() {
            Fixture f = Fixture.base(4).city(0, 31);
            assertEquals(List.of(produced(0, "2 lumber")), production(f, 1, 2));
            f.beforeRoll(0);
            assertEquals(List.of(produced(0, "2 ore")), production(f, 4, 4));
            f.beforeRoll(0);
            assertEquals(List.of(produced(0, "2 wool")), production(f, 2, 3));
            assertEquals(
                    Cards.parse("2 lumber, 2 wool, 2 ore"), f.game().view(0).hand());
            assertEquals(0, f.game().view(0).hand().commodities());
        }

        @Test
        @DisplayName("R-21.2 each turn begins with a roll of the two production dice only, then the main turn")
        void everyTurnTwoDice() {
            Fixture f = Fixture.base(3).settlement(1, 8);
            Game game = f.game();
            BeforeRoll before = assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(List.of(RollDice.INSTANCE), before.options(), "nothing else to do before the roll");
            assertEquals(List.of(new DiceRolled(0, 5, 6)), eventsOf(f.dice(5, 6).game(), RollDice.INSTANCE));
            assertInstanceOf(MainTurn.class, game.decision());
            game.apply(EndTurn.INSTANCE);
            BeforeRoll next = assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(1, next.seat());
            assertEquals(
                    List.of(new DiceRolled(1, 6, 4), produced(1, "1 ore")),
                    eventsOf(f.dice(6, 4).game(), RollDice.INSTANCE));
            assertTrue(game.decision() instanceof MainTurn);
        }
    }
}
