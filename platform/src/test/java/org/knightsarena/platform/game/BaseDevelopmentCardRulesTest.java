package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsSince;
import static org.knightsarena.platform.game.BaseBoardQueries.ints;
import static org.knightsarena.platform.game.BaseBoardQueries.path;
import static org.knightsarena.platform.game.BaseBoardQueries.roadOptions;
import static org.knightsarena.platform.game.BaseBoardQueries.robberOptions;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceFreeRoad;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.Built;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.DevelopmentCardBought;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DevelopmentCardPlayed;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GameWon;
import org.knightsarena.api.event.LargestArmyTaken;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.game.state.DevelopmentDeck;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;

/** RULES.md: the base game's development cards and Largest Army. */
class BaseDevelopmentCardRulesTest {

    private static final String PRICE = "1 wool, 1 grain, 1 ore";

    private static Map<DevelopmentCard, Integer> deckCounts(GameState s) {
        Map<DevelopmentCard, Integer> counts = new EnumMap<>(DevelopmentCard.class);
        for (DevelopmentCard card : DevelopmentCard.values()) {
            counts.put(card, s.devDeck.count(card));
        }
        return counts;
    }

    private static boolean anyCardPlay(Decision d) {
        return d.options().stream().anyMatch(a -> a instanceof PlayDevelopmentCard);
    }

    /** Ends the active seat's turn with a harmless roll (2: pasture hex 1, unbuilt in these tests) if needed. */
    private static void passTurn(Game game) {
        if (game.decision() instanceof BeforeRoll) {
            game.forceDice(1, 1);
            game.apply(RollDice.INSTANCE);
        }
        game.apply(EndTurn.INSTANCE);
    }

    @Nested
    @DisplayName("§21 the development deck")
    class Deck21 {

        @Test
        @DisplayName(
                "R-21.4 a fresh game's deck holds 25 cards: 14 knights, 5 VP, 2 road building, 2 year of plenty, 2 monopoly")
        void deckComposition() {
            Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 77);
            assertEquals(25, game.state().devDeck.size());
            assertEquals(25, game.view(0).developmentDeckSize());
            assertEquals(
                    Map.of(
                            DevelopmentCard.KNIGHT,
                            14,
                            DevelopmentCard.VICTORY_POINT,
                            5,
                            DevelopmentCard.ROAD_BUILDING,
                            2,
                            DevelopmentCard.YEAR_OF_PLENTY,
                            2,
                            DevelopmentCard.MONOPOLY,
                            2),
                    deckCounts(game.state()));
        }

        @Test
        @DisplayName("R-21.4 the deck is shuffled at setup: seeds give different orders, the same seed the same order")
        void deckShuffled() {
            Set<String> orders = new HashSet<>();
            for (long seed = 0; seed < 10; seed++) {
                GameState s =
                        Game.create(GameOptions.standard(Ruleset.BASE, 4), seed).state();
                orders.add(s.devDeck.toString());
            }
            assertTrue(orders.size() >= 9, "distinct orders over 10 seeds: " + orders.size());
            GameState a = Game.create(GameOptions.standard(Ruleset.BASE, 4), 3).state();
            GameState b = Game.create(GameOptions.standard(Ruleset.BASE, 4), 3).state();
            assertEquals(a.devDeck, b.devDeck);
        }

        @Test
        @DisplayName("R-21.4 buying costs 1 wool + 1 grain + 1 ore and draws the top card")
        void buyingCost() {
            Fixture f = Fixture.base(4).hand(0, PRICE + ", 1 brick").main(0).deckTop(DevelopmentCard.MONOPOLY);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertTrue(game.decision().options().contains(BuyDevelopmentCard.INSTANCE));
            game.apply(BuyDevelopmentCard.INSTANCE);
            assertEquals(Cards.parse("1 brick"), game.view(0).hand());
            assertEquals(bank.plus(Cards.parse(PRICE)), game.view(0).bank());
            assertEquals(24, game.view(0).developmentDeckSize());
            assertEquals(List.of(DevelopmentCard.MONOPOLY), game.view(0).developmentCards());
        }

        @Test
        @DisplayName("R-21.4 missing wool, grain or ore, or with an empty deck, no card can be bought")
        void buyingNeedsPriceAndDeck() {
            for (String hand :
                    new String[] {"1 grain, 1 ore, 3 brick", "1 wool, 1 ore, 3 brick", "1 wool, 1 grain, 3 brick"}) {
                Game game = Fixture.base(4).hand(0, hand).main(0).game();
                assertFalse(game.decision().options().contains(BuyDevelopmentCard.INSTANCE), hand);
                assertThrows(IllegalArgumentException.class, () -> game.apply(BuyDevelopmentCard.INSTANCE), hand);
            }
            Fixture f = Fixture.base(4).hand(0, PRICE).main(0);
            DevelopmentDeck deck = f.state().devDeck;
            while (!deck.isEmpty()) {
                deck.draw();
            }
            assertFalse(f.game().decision().options().contains(BuyDevelopmentCard.INSTANCE), "empty deck");
        }

        @Test
        @DisplayName("R-21.4 a bought card is hidden: everyone sees the purchase, only the buyer sees the card")
        void boughtCardHidden() {
            Fixture f = Fixture.base(4).hand(0, PRICE).main(0).deckTop(DevelopmentCard.KNIGHT);
            Game game = f.game();
            assertEquals(
                    List.of(new DevelopmentCardBought(0), new DevelopmentCardDrawn(0, DevelopmentCard.KNIGHT)),
                    eventsOf(game, BuyDevelopmentCard.INSTANCE));
            assertTrue(game.view(0).events().contains(new DevelopmentCardDrawn(0, DevelopmentCard.KNIGHT)));
            for (int seat = 1; seat < 4; seat++) {
                List<GameEvent> seen = game.view(seat).events();
                assertTrue(seen.contains(new DevelopmentCardBought(0)), "seat " + seat + " sees the purchase");
                assertTrue(
                        seen.stream().noneMatch(e -> e instanceof DevelopmentCardDrawn),
                        "seat " + seat + " sees the card");
                assertEquals(1, game.view(seat).developmentCardCount(0));
                assertEquals(List.of(), game.view(seat).developmentCards(), "seat " + seat + " own cards");
            }
        }
    }

    @Nested
    @DisplayName("§21 when cards are played")
    class Timing21 {

        @Test
        @DisplayName("R-21.5 a card bought this turn cannot be played this turn, but can on the next")
        void notTheTurnBought() {
            Fixture f = Fixture.base(4).hand(0, PRICE).main(0).deckTop(DevelopmentCard.KNIGHT);
            Game game = f.game();
            game.apply(BuyDevelopmentCard.INSTANCE);
            assertFalse(game.decision().options().contains(PlayDevelopmentCard.knight()));
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(PlayDevelopmentCard.knight()));
            assertTrue(e.getMessage().contains("KNIGHT"), e.getMessage());
            game.apply(EndTurn.INSTANCE);
            for (int seat = 1; seat < 4; seat++) {
                assertEquals(seat, game.decider());
                passTurn(game);
            }
            BeforeRoll d = assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(List.of(RollDice.INSTANCE, PlayDevelopmentCard.knight()), d.options());
        }

        @Test
        @DisplayName("R-21.5 a card held from before stays playable after buying another of the same kind")
        void oldCardStillPlayableAfterBuyingSameKind() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .hand(0, PRICE)
                    .main(0)
                    .deckTop(DevelopmentCard.KNIGHT);
            Game game = f.game();
            game.apply(BuyDevelopmentCard.INSTANCE);
            assertEquals(
                    List.of(DevelopmentCard.KNIGHT, DevelopmentCard.KNIGHT),
                    game.view(0).developmentCards());
            assertTrue(game.decision().options().contains(PlayDevelopmentCard.knight()));
        }

        @Test
        @DisplayName("R-21.5 a card may be played before the roll, and the turn goes back to the roll")
        void playableBeforeRoll() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .developmentCard(0, DevelopmentCard.MONOPOLY);
            Game game = f.game();
            List<Action> options = game.decision().options();
            assertInstanceOf(BeforeRoll.class, game.decision());
            assertTrue(options.contains(PlayDevelopmentCard.knight()));
            assertTrue(options.contains(PlayDevelopmentCard.monopoly(Card.ORE)));
            game.apply(PlayDevelopmentCard.knight());
            game.apply(new MoveRobber(0));
            BeforeRoll after = assertInstanceOf(BeforeRoll.class, game.decision());
            assertEquals(List.of(RollDice.INSTANCE), after.options(), "one card per turn: only the roll is left");
            game.forceDice(1, 1);
            game.apply(RollDice.INSTANCE);
            assertFalse(anyCardPlay(game.decision()), "nor after the roll");
        }

        @Test
        @DisplayName("R-21.5 at most one card per turn: after a monopoly no other card is offered or accepted")
        void oneCardPerTurn() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .developmentCard(0, DevelopmentCard.MONOPOLY)
                    .developmentCard(0, DevelopmentCard.YEAR_OF_PLENTY)
                    .main(0);
            Game game = f.game();
            game.apply(PlayDevelopmentCard.monopoly(Card.ORE));
            MainTurn d = assertInstanceOf(MainTurn.class, game.decision());
            assertFalse(anyCardPlay(d));
            assertThrows(IllegalArgumentException.class, () -> game.apply(PlayDevelopmentCard.knight()));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> game.apply(PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.ORE)));
            game.apply(EndTurn.INSTANCE);
            for (int seat = 1; seat < 4; seat++) {
                passTurn(game);
            }
            assertTrue(game.decision().options().contains(PlayDevelopmentCard.knight()), "next turn again");
        }

        @Test
        @DisplayName("R-21.5 a victory point card counts at once, for its owner only, and is never playable")
        void victoryPointCounts() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .settlement(0, 20)
                    .hand(0, PRICE)
                    .main(0)
                    .deckTop(DevelopmentCard.VICTORY_POINT);
            Game game = f.game();
            game.apply(BuyDevelopmentCard.INSTANCE);
            assertEquals(3, game.victoryPoints(0));
            assertEquals(3, game.view(0).victoryPoints(0));
            assertEquals(2, game.view(1).victoryPoints(0), "hidden from opponents");
            assertFalse(anyCardPlay(game.decision()));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> new PlayDevelopmentCard(
                            DevelopmentCard.VICTORY_POINT, java.util.Optional.empty(), java.util.Optional.empty()));
        }

        @Test
        @DisplayName("R-21.5 a victory point card bought at 9 VP wins the game that very turn")
        void victoryPointWinsTheTurnBought() {
            // four cities (8 VP) and a settlement (1 VP)
            Fixture f = Fixture.base(4)
                    .city(0, 0)
                    .city(0, 2)
                    .city(0, 20)
                    .city(0, 33)
                    .settlement(0, 40)
                    .hand(0, PRICE)
                    .main(0)
                    .deckTop(DevelopmentCard.VICTORY_POINT);
            Game game = f.game();
            assertEquals(9, game.victoryPoints(0));
            game.apply(BuyDevelopmentCard.INSTANCE);
            assertTrue(game.isOver());
            assertEquals(OptionalInt.of(0), game.winner());
            assertEquals(
                    new GameWon(0, List.of(10, 0, 0, 0)),
                    game.events().get(game.events().size() - 1));
        }
    }

    @Nested
    @DisplayName("§21 card effects")
    class Effects21 {

        @Test
        @DisplayName("R-21.6 a knight moves the robber to another hex and steals as on a seven, without discards")
        void knightMovesRobber() {
            Fixture f = Fixture.base(4)
                    .settlement(1, 8)
                    .hand(1, "9 ore")
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .main(0);
            Game game = f.game();
            int before = game.events().size();
            game.apply(PlayDevelopmentCard.knight());
            PlaceRobber d = assertInstanceOf(PlaceRobber.class, game.decision());
            assertEquals(0, d.seat());
            assertEquals(18, d.options().size());
            assertFalse(robberOptions(d).contains(9));
            game.apply(new MoveRobber(4));
            assertEquals(
                    List.of(
                            new DevelopmentCardPlayed(0, DevelopmentCard.KNIGHT),
                            new RobberMoved(0, 4),
                            new CardStolen(0, 1),
                            new StolenCardSeen(0, 0, 1, Card.ORE),
                            new StolenCardSeen(1, 0, 1, Card.ORE)),
                    eventsSince(game, before));
            assertEquals(8, game.view(0).handSize(1), "no discard: 9 - 1 stolen");
            assertEquals(1, game.view(2).knightsPlayed(0));
            assertEquals(0, game.view(0).developmentCardCount(0));
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-21.6 road building places 2 roads for free, the second may extend the first")
        void roadBuildingTwoFreeRoads() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .road(0, path(8, 4))
                    .developmentCard(0, DevelopmentCard.ROAD_BUILDING)
                    .hand(0, "1 ore")
                    .main(0);
            Game game = f.game();
            int before = game.events().size();
            game.apply(PlayDevelopmentCard.roadBuilding());
            PlaceFreeRoad first = assertInstanceOf(PlaceFreeRoad.class, game.decision());
            assertEquals(0, first.seat());
            assertEquals(ints(path(8, 12), path(8, 13), path(4, 0), path(4, 1)), roadOptions(first));
            game.apply(new BuildRoad(path(4, 0)));
            PlaceFreeRoad second = assertInstanceOf(PlaceFreeRoad.class, game.decision());
            assertEquals(ints(path(8, 12), path(8, 13), path(4, 1), path(0, 3)), roadOptions(second));
            game.apply(new BuildRoad(path(0, 3)));
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(
                    List.of(
                            new DevelopmentCardPlayed(0, DevelopmentCard.ROAD_BUILDING),
                            new Built(0, Piece.ROAD, path(4, 0)),
                            new Built(0, Piece.ROAD, path(0, 3))),
                    eventsSince(game, before));
            assertEquals(Cards.parse("1 ore"), game.view(0).hand(), "free");
            assertEquals(12, game.view(0).piecesLeft(0, Piece.ROAD), "15 - 1 placed before - 2 free");
        }

        @Test
        @DisplayName("R-21.6 road building with one road piece left builds one road, then the turn goes on")
        void roadBuildingWithOnePieceLeft() {
            Fixture f = Fixture.base(4)
                    .settlement(0, 8)
                    .road(0, path(8, 4))
                    .developmentCard(0, DevelopmentCard.ROAD_BUILDING)
                    .main(0);
            f.state().pieces.roadsLeft[0] = 1;
            Game game = f.game();
            game.apply(PlayDevelopmentCard.roadBuilding());
            assertInstanceOf(PlaceFreeRoad.class, game.decision());
            game.apply(new BuildRoad(path(4, 0)));
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(0, game.view(0).piecesLeft(0, Piece.ROAD));
        }

        @Test
        @DisplayName("R-21.6 year of plenty takes any 2 resources from the bank, the same kind twice too")
        void yearOfPlenty() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.YEAR_OF_PLENTY)
                    .hand(0, "1 brick")
                    .main(0);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertEquals(
                    List.of(
                            new DevelopmentCardPlayed(0, DevelopmentCard.YEAR_OF_PLENTY),
                            new CardsTaken(0, Cards.parse("2 ore"))),
                    eventsOf(game, PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.ORE)));
            assertEquals(Cards.parse("1 brick, 2 ore"), game.view(0).hand());
            assertEquals(bank.minus(Cards.parse("2 ore")), game.view(0).bank());
        }

        @Test
        @DisplayName("R-21.6 year of plenty with two kinds; a kind the bank lacks is not offered")
        void yearOfPlentyTwoKindsAndBankLimits() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.YEAR_OF_PLENTY)
                    .hand(1, "18 ore")
                    .main(0);
            Game game = f.game();
            List<Action> options = game.decision().options();
            assertFalse(options.contains(PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.ORE)), "bank has 1 ore");
            assertTrue(options.contains(PlayDevelopmentCard.yearOfPlenty(Card.BRICK, Card.ORE)));
            game.apply(PlayDevelopmentCard.yearOfPlenty(Card.BRICK, Card.ORE));
            assertEquals(Cards.parse("1 brick, 1 ore"), game.view(0).hand());
            assertEquals(0, game.view(0).bank().ore());
        }

        @Test
        @DisplayName("R-21.6 year of plenty accepts its two resources in either order")
        void yearOfPlentyEitherOrder() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.YEAR_OF_PLENTY)
                    .main(0);
            Game game = f.game();
            PlayDevelopmentCard oreThenBrick = PlayDevelopmentCard.yearOfPlenty(Card.ORE, Card.BRICK);
            assertEquals(java.util.Optional.empty(), game.check(oreThenBrick));
            game.apply(oreThenBrick);
            assertEquals(Cards.parse("1 brick, 1 ore"), game.view(0).hand());
        }

        @Test
        @DisplayName("R-21.6 monopoly takes all of the named resource from every opponent, each told by a CardsGiven")
        void monopoly() {
            Fixture f = Fixture.base(4)
                    .developmentCard(0, DevelopmentCard.MONOPOLY)
                    .hand(0, "1 ore, 1 grain")
                    .hand(1, "3 ore, 1 brick")
                    .hand(2, "2 ore")
                    .hand(3, "1 wool")
                    .main(0);
            Game game = f.game();
            Cards bank = game.view(0).bank();
            assertEquals(
                    List.of(
                            new DevelopmentCardPlayed(0, DevelopmentCard.MONOPOLY),
                            new CardsGiven(1, 0, Cards.parse("3 ore")),
                            new CardsGiven(2, 0, Cards.parse("2 ore"))),
                    eventsOf(game, PlayDevelopmentCard.monopoly(Card.ORE)));
            assertEquals(Cards.parse("6 ore, 1 grain"), game.view(0).hand());
            assertEquals(Cards.parse("1 brick"), game.view(1).hand());
            assertEquals(Cards.NONE, game.view(2).hand());
            assertEquals(Cards.parse("1 wool"), game.view(3).hand());
            assertEquals(bank, game.view(0).bank(), "the bank is not involved");
        }
    }

    @Nested
    @DisplayName("§21 Largest Army")
    class LargestArmy21 {

        @Test
        @DisplayName("R-21.7 the third played knight takes Largest Army and its 2 VP")
        void thirdKnightTakesArmy() {
            Fixture f = Fixture.base(4)
                    .knightsPlayed(0, 2)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .main(0);
            Game game = f.game();
            assertEquals(
                    List.of(new DevelopmentCardPlayed(0, DevelopmentCard.KNIGHT), new LargestArmyTaken(0, 3)),
                    eventsOf(game, PlayDevelopmentCard.knight()));
            assertEquals(OptionalInt.of(0), game.view(1).largestArmyHolder());
            assertEquals(2, game.victoryPoints(0));
            assertEquals(2, game.view(3).victoryPoints(0));
        }

        @Test
        @DisplayName("R-21.7 two played knights are not enough")
        void twoKnightsNotEnough() {
            Fixture f = Fixture.base(4)
                    .knightsPlayed(0, 1)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .main(0);
            Game game = f.game();
            game.apply(PlayDevelopmentCard.knight());
            game.apply(new MoveRobber(0));
            assertEquals(2, game.view(0).knightsPlayed(0));
            assertEquals(OptionalInt.empty(), game.view(0).largestArmyHolder());
            assertEquals(0, game.victoryPoints(0));
            assertTrue(game.events().stream().noneMatch(e -> e instanceof LargestArmyTaken));
        }

        @Test
        @DisplayName("R-21.7 a tie does not take Largest Army; strictly more does, with the 2 VP")
        void passesOnlyToStrictlyMore() {
            Fixture f = Fixture.base(4)
                    .knightsPlayed(0, 2)
                    .knightsPlayed(1, 2)
                    .developmentCard(0, DevelopmentCard.KNIGHT)
                    .developmentCard(1, DevelopmentCard.KNIGHT)
                    .developmentCard(1, DevelopmentCard.KNIGHT)
                    .main(0);
            Game game = f.game();
            game.apply(PlayDevelopmentCard.knight());
            game.apply(new MoveRobber(0));
            assertEquals(OptionalInt.of(0), game.view(0).largestArmyHolder());
            game.apply(EndTurn.INSTANCE);

            // seat 1 ties at 3
            int before = game.events().size();
            game.apply(PlayDevelopmentCard.knight());
            game.apply(new MoveRobber(1));
            assertEquals(3, game.view(0).knightsPlayed(1));
            assertEquals(OptionalInt.of(0), game.view(0).largestArmyHolder(), "a tie keeps the holder");
            assertTrue(eventsSince(game, before).stream().noneMatch(e -> e instanceof LargestArmyTaken));
            assertEquals(2, game.victoryPoints(0));
            assertEquals(0, game.victoryPoints(1));
            passTurn(game);
            passTurn(game);
            passTurn(game);
            passTurn(game);

            // seat 1 goes to 4
            assertEquals(1, game.decider());
            assertEquals(
                    List.of(new DevelopmentCardPlayed(1, DevelopmentCard.KNIGHT), new LargestArmyTaken(1, 4)),
                    eventsOf(game, PlayDevelopmentCard.knight()));
            assertEquals(OptionalInt.of(1), game.view(2).largestArmyHolder());
            assertEquals(0, game.victoryPoints(0));
            assertEquals(2, game.victoryPoints(1));
        }
    }
}
