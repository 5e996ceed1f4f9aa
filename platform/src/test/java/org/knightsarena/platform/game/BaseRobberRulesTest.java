package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.corners;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsSince;
import static org.knightsarena.platform.game.BaseBoardQueries.ints;
import static org.knightsarena.platform.game.BaseBoardQueries.robberOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.victimOptions;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.ChooseVictim;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsDiscarded;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;

/**
 * RULES.md R-4.5.1 (discards on a seven) and R-21.3 (the base robber), on the beginner map.
 * Hex 4 (hills 6) has corners 8, 13, 18, 23, 17, 12; the robber starts on the desert, hex 9.
 */
class BaseRobberRulesTest {

    private static Game rollSeven(Fixture f) {
        Game game = f.dice(3, 4).game();
        game.apply(RollDice.INSTANCE);
        return game;
    }

    @Nested
    @DisplayName("§4.5 discards on a seven")
    class Discards45 {

        private Fixture hands() {
            return Fixture.base(4)
                    .hand(0, "3 brick, 3 lumber, 2 wool, 2 grain") // 10: owes 5
                    .hand(1, "9 ore") // 9: owes 4
                    .hand(2, "2 brick, 2 lumber, 2 wool, 2 grain") // 8: owes 4
                    .hand(3, "7 wool"); // 7: owes nothing
        }

        @Test
        @DisplayName(
                "R-4.5.1 players over 7 cards discard half rounded down, clockwise from the roller; 7 cards discard nothing")
        void overSevenDiscardHalf() {
            Fixture f = hands();
            Cards bankBefore = f.game().view(0).bank();
            Game game = rollSeven(f);
            int before = game.events().size();

            Discard d0 = assertInstanceOf(Discard.class, game.decision());
            assertEquals(new Discard(0, 5, Cards.parse("3 brick, 3 lumber, 2 wool, 2 grain")), d0);
            game.apply(new DiscardCards(Cards.parse("3 brick, 2 lumber")));
            assertEquals(new Discard(1, 4, Cards.parse("9 ore")), game.decision());
            game.apply(new DiscardCards(Cards.parse("4 ore")));
            assertEquals(new Discard(2, 4, Cards.parse("2 brick, 2 lumber, 2 wool, 2 grain")), game.decision());
            game.apply(new DiscardCards(Cards.parse("1 brick, 1 lumber, 1 wool, 1 grain")));

            PlaceRobber robber = assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(0, robber.seat());
            assertEquals(
                    List.of(
                            new CardsDiscarded(0, Cards.parse("3 brick, 2 lumber")),
                            new CardsDiscarded(1, Cards.parse("4 ore")),
                            new CardsDiscarded(2, Cards.parse("1 brick, 1 lumber, 1 wool, 1 grain"))),
                    eventsSince(game, before));
            assertEquals(5, game.view(0).handSize(0));
            assertEquals(5, game.view(0).handSize(1));
            assertEquals(4, game.view(0).handSize(2));
            assertEquals(7, game.view(0).handSize(3));
            assertEquals(
                    bankBefore.plus(Cards.parse("4 brick, 3 lumber, 1 wool, 1 grain, 4 ore")),
                    game.view(0).bank());
        }

        @Test
        @DisplayName(
                "R-4.5.1 discards start with the roller and go clockwise: roller 2 makes 2, 0, 1 discard in that order")
        void discardOrderFromRoller() {
            Fixture f = hands().beforeRoll(2);
            Game game = rollSeven(f);
            List<Integer> order = new ArrayList<>();
            while (game.decision() instanceof Discard) {
                Discard d = (Discard) game.decision();
                order.add(d.seat());
                assertEquals(d.seat(), game.decider());
                int[] hand = d.hand().toCounts();
                int[] out = new int[Card.COUNT];
                for (int left = d.count(), c = 0; left > 0; c++) {
                    int n = Math.min(left, hand[c]);
                    out[c] = n;
                    left -= n;
                }
                game.apply(new DiscardCards(Cards.fromCounts(out)));
            }
            assertEquals(List.of(2, 0, 1), order);
            assertEquals(2, assertInstanceOf(PlaceRobber.class, game.decision()).seat());
        }

        @Test
        @DisplayName("R-4.5.1 a discard of the wrong size is refused with the count in the reason")
        void wrongCountRejected() {
            Game game = rollSeven(hands());
            Discard d = assertInstanceOf(Discard.class, game.decision());
            DiscardCards four = new DiscardCards(Cards.parse("2 brick, 2 lumber"));
            DiscardCards six = new DiscardCards(Cards.parse("3 brick, 3 lumber"));
            assertEquals(Optional.of("must discard exactly 5 cards, not 4 (2 brick, 2 lumber)"), d.validate(four));
            assertEquals(Optional.of("must discard exactly 5 cards, not 6 (3 brick, 3 lumber)"), d.validate(six));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.apply(four));
            assertEquals("must discard exactly 5 cards, not 4 (2 brick, 2 lumber)", e.getMessage());
            assertEquals(10, game.view(0).handSize(0), "nothing was taken");
        }

        @Test
        @DisplayName("R-4.5.1 a discard of cards not held is refused with the hand in the reason")
        void cardsNotHeldRejected() {
            Game game = rollSeven(hands());
            Discard d = assertInstanceOf(Discard.class, game.decision());
            DiscardCards ore = new DiscardCards(Cards.parse("1 ore, 4 brick"));
            assertEquals(
                    Optional.of("cannot discard 4 brick, 1 ore from a hand of 3 brick, 3 lumber, 2 wool, 2 grain"),
                    d.validate(ore));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.apply(ore));
            assertTrue(e.getMessage().startsWith("cannot discard"), e.getMessage());
            assertTrue(d.validate(EndTurn.INSTANCE).isPresent(), "only a DiscardCards answers a discard");
        }

        @Test
        @DisplayName(
                "R-4.5.1 development cards are not part of the hand: 7 resources and 3 development cards discard nothing")
        void developmentCardsDoNotCount() {
            Fixture f = Fixture.base(4)
                    .hand(1, "7 ore")
                    .developmentCard(1, DevelopmentCard.KNIGHT)
                    .developmentCard(1, DevelopmentCard.VICTORY_POINT)
                    .developmentCard(1, DevelopmentCard.MONOPOLY)
                    .hand(2, "8 ore");
            Game game = rollSeven(f);
            assertEquals(new Discard(2, 4, Cards.parse("8 ore")), game.decision());
            game.apply(new DiscardCards(Cards.parse("4 ore")));
            assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(7, game.view(1).handSize(1));
            assertEquals(3, game.view(1).developmentCardCount(1));
        }

        @Test
        @DisplayName("R-4.5.1 nobody over 7: the seven goes straight to the robber and produces nothing")
        void noDiscardWhenNobodyOverSeven() {
            Fixture f = Fixture.base(4).settlement(1, 8).hand(0, "7 grain").hand(1, "1 brick");
            Game game = f.game();
            int before = game.events().size();
            rollSeven(f);
            assertEquals(List.of(new DiceRolled(0, 3, 4)), eventsSince(game, before));
            assertInstanceOf(PlaceRobber.class, game.decision());
        }
    }

    @Nested
    @DisplayName("§21 the robber")
    class Robber21 {

        @Test
        @DisplayName(
                "R-21.3 the robber must move to another land hex: all 18 others are offered, its own hex is refused")
        void robberMustMove() {
            Game game = rollSeven(Fixture.base(4));
            PlaceRobber d = assertInstanceOf(PlaceRobber.class, game.decision());
            Set<Integer> expected = ints(0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18);
            assertEquals(expected, robberOptions(d));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new MoveRobber(9)));
            game.apply(new MoveRobber(4));
            assertEquals(4, game.view(1).board().robber());
            game.apply(EndTurn.INSTANCE);
            game.forceDice(6, 1);
            game.apply(RollDice.INSTANCE);
            PlaceRobber again = assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(1, again.seat());
            assertTrue(robberOptions(again).contains(9), "back to the desert is allowed");
            assertFalse(robberOptions(again).contains(4));
        }

        @Test
        @DisplayName("R-21.3 the robber is active from the first turn of a real game")
        void robberActiveOnFirstTurn() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 31);
            while (game.turn() == 0) {
                game.apply(game.decision().options().get(0));
            }
            int desert = game.board().desert();
            game.forceDice(4, 3);
            game.apply(RollDice.INSTANCE);
            PlaceRobber d = assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(18, d.options().size());
            assertFalse(robberOptions(d).contains(desert));
        }

        @Test
        @DisplayName(
                "R-21.3 a single eligible victim is robbed without a question; the card moves and the events say so")
        void singleVictimRobbedAutomatically() {
            Fixture f = Fixture.base(4).settlement(1, 8).hand(1, "1 ore").hand(0, "1 grain");
            Game game = rollSeven(f);
            assertEquals(
                    List.of(
                            new RobberMoved(0, 4),
                            new CardStolen(0, 1),
                            new StolenCardSeen(0, 0, 1, Card.ORE),
                            new StolenCardSeen(1, 0, 1, Card.ORE)),
                    eventsOf(game, new MoveRobber(4)));
            assertEquals(Cards.parse("1 grain, 1 ore"), game.view(0).hand());
            assertEquals(Cards.NONE, game.view(1).hand());
            assertEquals(0, assertInstanceOf(MainTurn.class, game.decision()).seat());
        }

        @Test
        @DisplayName(
                "R-21.3 the stolen card is public as a CardStolen; which card is seen by the thief and the victim only")
        void stolenCardVisibility() {
            Fixture f = Fixture.base(4).settlement(1, 8).hand(1, "1 ore");
            Game game = rollSeven(f);
            game.apply(new MoveRobber(4));
            for (int seat = 0; seat < 4; seat++) {
                List<GameEvent> seen = game.view(seat).events();
                assertTrue(seen.contains(new CardStolen(0, 1)), "seat " + seat + " sees the theft");
                List<GameEvent> secrets =
                        seen.stream().filter(e -> e instanceof StolenCardSeen).toList();
                List<GameEvent> expected =
                        seat == 0 || seat == 1 ? List.of(new StolenCardSeen(seat, 0, 1, Card.ORE)) : List.of();
                assertEquals(expected, secrets, "what seat " + seat + " learns of the card");
            }
        }

        @Test
        @DisplayName("R-21.3 a player with no card is not robbed: the other player on the hex is robbed automatically")
        void emptyHandNotAVictim() {
            Fixture f = Fixture.base(4).settlement(1, 8).settlement(2, 18).hand(2, "2 wool");
            Game game = rollSeven(f);
            assertEquals(
                    List.of(
                            new RobberMoved(0, 4),
                            new CardStolen(0, 2),
                            new StolenCardSeen(0, 0, 2, Card.WOOL),
                            new StolenCardSeen(2, 0, 2, Card.WOOL)),
                    eventsOf(game, new MoveRobber(4)));
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-21.3 no steal from oneself nor from an empty hand: the robber just moves")
        void noEligibleVictim() {
            Fixture f = Fixture.base(4).settlement(0, 17).hand(0, "3 ore").settlement(1, 8);
            Game game = rollSeven(f);
            assertEquals(List.of(new RobberMoved(0, 4)), eventsOf(game, new MoveRobber(4)));
            assertEquals(Cards.parse("3 ore"), game.view(0).hand());
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-21.3 two eligible victims: the roller chooses, only among them")
        void twoVictimsChoose() {
            assertTrue(corners(4).containsAll(List.of(8, 18, 17)));
            Fixture f = Fixture.base(4)
                    .settlement(1, 8)
                    .settlement(2, 18)
                    .settlement(0, 17)
                    .settlement(3, 20)
                    .hand(1, "2 brick")
                    .hand(2, "1 lumber")
                    .hand(3, "5 ore");
            Game game = rollSeven(f);
            game.apply(new MoveRobber(4));
            ChooseVictim d = assertInstanceOf(ChooseVictim.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(ints(1, 2), victimOptions(d));
            assertEquals(2, d.options().size());
            assertThrows(IllegalArgumentException.class, () -> game.apply(new StealFrom(3)));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new StealFrom(0)));
            assertEquals(
                    List.of(
                            new CardStolen(0, 2),
                            new StolenCardSeen(0, 0, 2, Card.LUMBER),
                            new StolenCardSeen(2, 0, 2, Card.LUMBER)),
                    eventsOf(game, new StealFrom(2)));
            assertEquals(Cards.parse("1 lumber"), game.view(0).hand());
            assertEquals(Cards.parse("2 brick"), game.view(1).hand());
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-21.3 the stolen card is drawn at random from the victim's hand")
        void stealIsRandom() {
            Set<Card> stolen = EnumSet.noneOf(Card.class);
            for (long seed = 0; seed < 40; seed++) {
                Fixture f = Fixture.base(4).settlement(1, 8).hand(1, "1 brick, 1 ore");
                f.state().random = new GameRandom(seed);
                Game game = rollSeven(f);
                game.apply(new MoveRobber(4));
                StolenCardSeen seen =
                        (StolenCardSeen) game.events().get(game.events().size() - 1);
                stolen.add(seen.card());
                assertEquals(Cards.of(seen.card(), 1), game.view(0).hand());
                assertEquals(
                        Cards.parse("1 brick, 1 ore").minus(Cards.of(seen.card(), 1)),
                        game.view(1).hand());
            }
            assertEquals(EnumSet.of(Card.BRICK, Card.ORE), stolen);
        }
    }
}
