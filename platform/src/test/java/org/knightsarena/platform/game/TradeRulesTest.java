package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsSince;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.api.event.TradeAnswered;
import org.knightsarena.api.event.TradeCancelled;
import org.knightsarena.api.event.TradeCompleted;
import org.knightsarena.api.event.TradeOffered;
import org.knightsarena.platform.game.rules.base.Trading;
import org.knightsarena.platform.game.state.GameState;

/**
 * RULES.md §12 and: domestic trade with the active player, and bank trade at 4:1, 3:1
 * and 2:1, on the beginner map. Harbours of the beginner map: generic at intersections 0/3,
 * 26/32, 47/51, 49/52; grain 1/5; ore 10/15; wool 42/46; brick 33/38; lumber 11/16.
 */
class TradeRulesTest {

    private static final int GENERIC_HARBOUR = 0;
    private static final int GRAIN_HARBOUR = 1;
    private static final int ORE_HARBOUR = 10;
    private static final int LUMBER_HARBOUR = 11;
    private static final int BRICK_HARBOUR = 33;
    private static final int WOOL_HARBOUR = 42;
    /** An inland intersection without a harbour. */
    private static final int INLAND = 24;

    private static Cards cards(String text) {
        return Cards.parse(text);
    }

    private static OfferTrade offer(String give, String take) {
        return new OfferTrade(cards(give), cards(take));
    }

    private static List<TradeWithBank> bankTrades(Game game) {
        List<TradeWithBank> trades = new ArrayList<>();
        for (Action a : game.decision().options()) {
            if (a instanceof TradeWithBank) {
                trades.add((TradeWithBank) a);
            }
        }
        return trades;
    }

    /** Four players holding a little of everything, seat {@code active} after its roll. */
    private static Fixture table(int active) {
        return Fixture.base(4)
                .hand(0, "2 brick, 1 lumber, 1 wool")
                .hand(1, "1 ore, 1 grain")
                .hand(2, "1 ore, 1 wool")
                .hand(3, "2 ore, 1 lumber")
                .main(active);
    }

    @Nested
    @DisplayName("R-12.1.1 domestic trade: only the active player offers, after the roll")
    class DomesticTrade {

        @Test
        @DisplayName("R-12.1.1 an offer before the roll is rejected; after the roll the same offer is legal")
        void offerOnlyAfterTheRoll() {
            Fixture f = table(0).beforeRoll(0).dice(2, 3);
            Game game = f.game();
            OfferTrade o = offer("1 brick", "1 ore");
            assertInstanceOf(BeforeRoll.class, game.decision());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.apply(o));
            assertTrue(e.getMessage().contains("BeforeRoll"), e.getMessage());
            game.apply(RollDice.INSTANCE);
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(Optional.empty(), game.check(o));
        }

        @Test
        @DisplayName(
                "R-12.1.1 an OfferTrade is valid only in MainTurn: not while placing the robber nor while choosing a partner")
        void offerIsOnlyValidInMainTurn() {
            Fixture f = table(0).developmentCard(0, DevelopmentCard.KNIGHT);
            Game game = f.game();
            OfferTrade o = offer("1 brick", "1 ore");
            game.apply(PlayDevelopmentCard.knight());
            assertInstanceOf(PlaceRobber.class, game.decision());
            assertTrue(
                    game.check(o).orElseThrow().contains("PlaceRobber"),
                    game.check(o).toString());
            game.apply(new MoveRobber(0));
            assertInstanceOf(MainTurn.class, game.decision()); // nobody to rob on hex 0
            game.apply(o);
            game.apply(AcceptOffer.INSTANCE);
            game.apply(DeclineOffer.INSTANCE);
            game.apply(DeclineOffer.INSTANCE);
            assertInstanceOf(ChooseTradePartner.class, game.decision());
            assertTrue(game.check(offer("1 wool", "1 ore")).orElseThrow().contains("ChooseTradePartner"));
            assertEquals(1, f.state().turn.offersMade);
        }

        @Test
        @DisplayName("R-12.1.1 an offer is answered by every other player in seat order starting after the offerer")
        void everyOtherPlayerIsAskedInSeatOrderAfterTheOfferer() {
            Game game = table(2).game();
            game.apply(offer("1 wool", "1 grain"));
            List<Integer> asked = new ArrayList<>();
            while (game.decision() instanceof RespondToOffer) {
                RespondToOffer r = (RespondToOffer) game.decision();
                assertEquals(2, r.offerer());
                assertEquals(cards("1 wool"), r.give());
                assertEquals(cards("1 grain"), r.take());
                asked.add(r.seat());
                assertEquals(r.seat(), game.decider());
                game.apply(DeclineOffer.INSTANCE);
            }
            assertEquals(List.of(3, 0, 1), asked);
        }

        @Test
        @DisplayName("R-12.1.1 a player asked to answer may only accept or decline: no offers, no ending the turn")
        void otherPlayersOnlyAnswer() {
            Game game = table(0).game();
            game.apply(offer("1 brick", "1 ore"));
            RespondToOffer r = assertInstanceOf(RespondToOffer.class, game.decision());
            assertEquals(1, r.seat());
            assertEquals(List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE), r.options());
            assertThrows(IllegalArgumentException.class, () -> game.apply(offer("1 grain", "1 brick")));
            assertThrows(IllegalArgumentException.class, () -> game.apply(EndTurn.INSTANCE));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.ORE, Card.BRICK)));
            assertEquals(1, game.decider());
        }

        @Test
        @DisplayName("R-12.1.1 the offerer confirms one accepter; exactly the offered cards move; TradeCompleted")
        void offererConfirmsOneAccepterAndCardsMoveExactly() {
            Fixture f = table(0);
            Game game = f.game();
            int start = game.events().size();
            game.apply(offer("2 brick", "1 ore"));
            game.apply(AcceptOffer.INSTANCE); // seat 1
            game.apply(DeclineOffer.INSTANCE); // seat 2
            game.apply(AcceptOffer.INSTANCE); // seat 3
            ChooseTradePartner c = assertInstanceOf(ChooseTradePartner.class, game.decision());
            assertEquals(0, c.seat());
            assertEquals(List.of(1, 3), c.accepted());
            assertEquals(List.of(new ConfirmTrade(1), new ConfirmTrade(3), CancelTrade.INSTANCE), c.options());
            assertThrows(IllegalArgumentException.class, () -> game.apply(new ConfirmTrade(2)));

            game.apply(new ConfirmTrade(3));

            assertEquals(cards("1 lumber, 1 wool, 1 ore"), f.state().cards.handOf(0));
            assertEquals(cards("1 ore, 1 grain"), f.state().cards.handOf(1));
            assertEquals(cards("1 ore, 1 wool"), f.state().cards.handOf(2));
            assertEquals(cards("2 brick, 1 ore, 1 lumber"), f.state().cards.handOf(3));
            assertEquals(
                    List.of(
                            new TradeOffered(0, cards("2 brick"), cards("1 ore")),
                            new TradeAnswered(1, true),
                            new TradeAnswered(2, false),
                            new TradeAnswered(3, true),
                            new TradeCompleted(0, 3, cards("2 brick"), cards("1 ore"))),
                    eventsSince(game, start));
            MainTurn m = assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(0, m.seat());
            assertEquals(GameState.OFFERS_PER_TURN - 1, m.offersLeft());
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-12.1.1 the offerer may withdraw after acceptances: TradeCancelled, no card moves")
        void offererMayWithdrawAfterAcceptances() {
            Fixture f = table(0);
            Game game = f.game();
            game.apply(offer("1 brick", "1 ore"));
            game.apply(AcceptOffer.INSTANCE);
            game.apply(AcceptOffer.INSTANCE);
            game.apply(AcceptOffer.INSTANCE);
            assertEquals(List.of(new TradeCancelled(0)), eventsOf(game, CancelTrade.INSTANCE));
            assertEquals(cards("2 brick, 1 lumber, 1 wool"), f.state().cards.handOf(0));
            assertEquals(cards("2 ore, 1 lumber"), f.state().cards.handOf(3));
            assertInstanceOf(MainTurn.class, game.decision());
        }

        @Test
        @DisplayName("R-12.1.1 nobody accepts: TradeCancelled by the offerer, back to MainTurn, hands unchanged")
        void nobodyAcceptsCancelsTheOffer() {
            Fixture f = table(1);
            Game game = f.game();
            game.apply(offer("1 grain", "1 lumber"));
            int start = game.events().size();
            game.apply(DeclineOffer.INSTANCE); // seat 2
            game.apply(DeclineOffer.INSTANCE); // seat 3
            game.apply(DeclineOffer.INSTANCE); // seat 0
            assertEquals(
                    List.of(
                            new TradeAnswered(2, false),
                            new TradeAnswered(3, false),
                            new TradeAnswered(0, false),
                            new TradeCancelled(1)),
                    eventsSince(game, start));
            MainTurn m = assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(1, m.seat());
            assertEquals(cards("1 ore, 1 grain"), f.state().cards.handOf(1));
            assertEquals(cards("2 brick, 1 lumber, 1 wool"), f.state().cards.handOf(0));
        }

        @Test
        @DisplayName("R-12.1.1 a player who lacks the asked cards only gets DeclineOffer, and AcceptOffer is rejected")
        void playerWhoLacksTheCardsCanOnlyDecline() {
            Game game = table(0).game();
            game.apply(offer("1 brick", "2 ore")); // seat 1 holds 1 ore, seat 2 1 ore, seat 3 2 ore
            RespondToOffer r = assertInstanceOf(RespondToOffer.class, game.decision());
            assertEquals(1, r.seat());
            assertEquals(List.of(DeclineOffer.INSTANCE), r.options());
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(AcceptOffer.INSTANCE));
            assertTrue(e.getMessage().contains("RespondToOffer"), e.getMessage());
            game.apply(DeclineOffer.INSTANCE);
            assertEquals(List.of(DeclineOffer.INSTANCE), game.decision().options());
            game.apply(DeclineOffer.INSTANCE);
            assertEquals(3, game.decision().seat());
            assertEquals(
                    List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE),
                    game.decision().options());
        }

        @Test
        @DisplayName("R-12.1.1 the offerer may only offer cards it holds")
        void offerOfCardsNotHeldIsRejected() {
            Game game = table(0).game();
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(offer("3 brick", "1 ore")));
            assertEquals("cannot offer 3 brick from a hand of 2 brick, 1 lumber, 1 wool", e.getMessage());
            assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(GameState.OFFERS_PER_TURN, ((MainTurn) game.decision()).offersLeft());
        }

        @Test
        @DisplayName(
                "R-12.1.1 offers per turn are limited: offersLeft counts down, the next offer is rejected, a new turn resets it")
        void offersPerTurnAreLimited() {
            Game game = table(0).dice(2, 3).game();
            assertEquals(3, GameState.OFFERS_PER_TURN);
            for (int left = GameState.OFFERS_PER_TURN; left > 0; left--) {
                assertEquals(left, ((MainTurn) game.decision()).offersLeft());
                game.apply(offer("1 brick", "1 ore"));
                game.apply(DeclineOffer.INSTANCE);
                game.apply(DeclineOffer.INSTANCE);
                game.apply(DeclineOffer.INSTANCE);
            }
            MainTurn m = assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(0, m.offersLeft());
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(offer("1 brick", "1 ore")));
            assertEquals("no more trade offers this turn", e.getMessage());

            game.apply(EndTurn.INSTANCE);
            game.apply(RollDice.INSTANCE); // seat 1 rolls the forced 5
            MainTurn next = assertInstanceOf(MainTurn.class, game.decision());
            assertEquals(1, next.seat());
            assertEquals(GameState.OFFERS_PER_TURN, next.offersLeft());
        }
    }

    @Nested
    @DisplayName("R-12.1.2 no gifts, no like-for-like swaps, resources only in base")
    class TradeTerms {

        @Test
        @DisplayName("R-12.1.2 an offer that gives nothing is rejected by the OfferTrade constructor")
        void offerGivingNothingIsRejected() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> new OfferTrade(Cards.NONE, cards("1 ore")));
            assertTrue(e.getMessage().contains("no gifts"), e.getMessage());
        }

        @Test
        @DisplayName("R-12.1.2 an offer that asks nothing (a gift) is rejected by the OfferTrade constructor")
        void offerAskingNothingIsRejected() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> new OfferTrade(cards("1 brick"), Cards.NONE));
            assertTrue(e.getMessage().contains("no gifts"), e.getMessage());
        }

        @Test
        @DisplayName("R-12.1.2 an offer naming the same kind on both sides is rejected by the OfferTrade constructor")
        void likeForLikeOfferIsRejected() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> new OfferTrade(cards("2 brick"), cards("1 brick, 1 ore")));
            assertTrue(e.getMessage().contains("same kind"), e.getMessage());
        }

        @Test
        @DisplayName("R-12.1.2 a mixed offer of several kinds for several kinds is legal")
        void mixedOfferIsLegal() {
            Game game = table(0).game();
            assertEquals(Optional.empty(), game.check(offer("1 brick, 1 wool", "1 ore, 1 grain")));
        }

        @Test
        @DisplayName("R-21.8 in the base game an offer asking for a commodity is rejected (resources only)")
        void baseOfferAskingForACommodityIsRejected() {
            Game game = table(0).game();
            assertTrue(game.check(offer("1 brick", "1 paper")).isPresent());
            assertTrue(game.check(offer("1 brick", "1 ore, 1 coin")).isPresent());
        }

        @Test
        @DisplayName("R-21.8 in the base game no commodity can be offered")
        void baseOfferGivingACommodityIsRejected() {
            Game game = table(0).game();
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> game.apply(offer("1 cloth", "1 ore")));
            assertEquals("cloth may not be traded between players here", e.getMessage());
        }
    }

    @Nested
    @DisplayName("R-12.2.1 / R-21.8 bank trade: 4:1, 3:1 generic, 2:1 special, one kind, best rate")
    class BankTrade {

        @Test
        @DisplayName("R-12.2.1 without a harbour the rate is 4:1; BankTraded shows the 4 cards given")
        void defaultRateIsFourToOne() {
            Fixture f = Fixture.base(4)
                    .settlement(0, INLAND)
                    .road(0, 28)
                    .hand(0, "4 brick, 3 ore")
                    .main(0);
            Game game = f.game();
            for (Card c : Card.resources()) {
                assertEquals(4, Trading.rate(f.state(), 0, c), c.toString());
                assertEquals(4, game.view(0).bankRate(c), c.toString());
            }
            List<TradeWithBank> trades = bankTrades(game);
            assertEquals(
                    List.of(
                            new TradeWithBank(Card.BRICK, Card.LUMBER),
                            new TradeWithBank(Card.BRICK, Card.WOOL),
                            new TradeWithBank(Card.BRICK, Card.GRAIN),
                            new TradeWithBank(Card.BRICK, Card.ORE)),
                    trades);
            int bankBrick = f.state().cards.bank[Card.BRICK.ordinal()];
            int bankGrain = f.state().cards.bank[Card.GRAIN.ordinal()];
            int start = game.events().size();

            game.apply(new TradeWithBank(Card.BRICK, Card.GRAIN));

            assertEquals(List.of(new BankTraded(0, cards("4 brick"), cards("1 grain"))), eventsSince(game, start));
            assertEquals(cards("3 ore, 1 grain"), f.state().cards.handOf(0));
            assertEquals(bankBrick + 4, f.state().cards.bank[Card.BRICK.ordinal()]);
            assertEquals(bankGrain - 1, f.state().cards.bank[Card.GRAIN.ordinal()]);
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.ORE, Card.GRAIN)));
            Invariants.check(game);
        }

        @Test
        @DisplayName("R-12.2.1 a generic harbour trades any resource 3:1")
        void genericHarbourIsThreeToOne() {
            Fixture f = Fixture.base(4)
                    .settlement(0, GENERIC_HARBOUR)
                    .hand(0, "3 wool, 2 ore")
                    .main(0);
            Game game = f.game();
            for (Card c : Card.resources()) {
                assertEquals(3, Trading.rate(f.state(), 0, c), c.toString());
            }
            assertEquals(
                    List.of(new BankTraded(0, cards("3 wool"), cards("1 brick"))),
                    eventsOf(game, new TradeWithBank(Card.WOOL, Card.BRICK)));
            assertEquals(cards("1 brick, 2 ore"), f.state().cards.handOf(0));
        }

        @Test
        @DisplayName("R-12.2.1 a generic harbour counts from either of its two intersections, and only for its owner")
        void genericHarbourHasTwoIntersectionsAndOnlyHelpsItsOwner() {
            Fixture f = Fixture.base(4).settlement(1, 3).settlement(2, INLAND);
            assertEquals(3, Trading.rate(f.state(), 1, Card.ORE));
            assertEquals(4, Trading.rate(f.state(), 2, Card.ORE));
            assertEquals(4, Trading.rate(f.state(), 0, Card.ORE));
        }

        @Test
        @DisplayName("R-12.2.1 a special harbour trades its own resource 2:1 and no other")
        void specialHarbourIsTwoToOneForItsResourceOnly() {
            Fixture f = Fixture.base(4)
                    .settlement(0, WOOL_HARBOUR)
                    .hand(0, "2 wool, 3 brick")
                    .main(0);
            Game game = f.game();
            assertEquals(2, Trading.rate(f.state(), 0, Card.WOOL));
            for (Card c : List.of(Card.BRICK, Card.LUMBER, Card.GRAIN, Card.ORE)) {
                assertEquals(4, Trading.rate(f.state(), 0, c), c.toString());
            }
            assertTrue(
                    bankTrades(game).stream().allMatch(t -> t.give() == Card.WOOL),
                    bankTrades(game).toString());
            assertEquals(4, bankTrades(game).size());
            assertEquals(
                    List.of(new BankTraded(0, cards("2 wool"), cards("1 ore"))),
                    eventsOf(game, new TradeWithBank(Card.WOOL, Card.ORE)));
            assertEquals(cards("3 brick, 1 ore"), f.state().cards.handOf(0));
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.BRICK, Card.ORE)));
            assertTrue(e.getMessage().contains("MainTurn"), e.getMessage());
        }

        @Test
        @DisplayName("R-12.2.1 each special harbour gives 2:1 for its own resource")
        void everySpecialHarbourMatchesItsResource() {
            Fixture f = Fixture.base(4)
                    .settlement(0, GRAIN_HARBOUR)
                    .settlement(1, ORE_HARBOUR)
                    .settlement(2, LUMBER_HARBOUR)
                    .settlement(3, BRICK_HARBOUR);
            GameState s = f.state();
            assertEquals(2, Trading.rate(s, 0, Card.GRAIN));
            assertEquals(4, Trading.rate(s, 0, Card.ORE));
            assertEquals(2, Trading.rate(s, 1, Card.ORE));
            assertEquals(4, Trading.rate(s, 1, Card.GRAIN));
            assertEquals(2, Trading.rate(s, 2, Card.LUMBER));
            assertEquals(4, Trading.rate(s, 2, Card.BRICK));
            assertEquals(2, Trading.rate(s, 3, Card.BRICK));
            assertEquals(4, Trading.rate(s, 3, Card.LUMBER));
        }

        @Test
        @DisplayName(
                "R-12.2.1 the best rate is used: 2:1 wool and 3:1 for the rest with both a wool and a generic harbour")
        void bestRateIsUsed() {
            Fixture f = Fixture.base(4)
                    .settlement(0, GENERIC_HARBOUR)
                    .settlement(0, WOOL_HARBOUR)
                    .hand(0, "4 wool, 3 ore")
                    .main(0);
            Game game = f.game();
            assertEquals(2, Trading.rate(f.state(), 0, Card.WOOL));
            assertEquals(3, Trading.rate(f.state(), 0, Card.ORE));
            assertEquals(2, game.view(0).bankRate(Card.WOOL));
            int start = game.events().size();
            game.apply(new TradeWithBank(Card.WOOL, Card.GRAIN));
            game.apply(new TradeWithBank(Card.ORE, Card.BRICK));
            assertEquals(
                    List.of(
                            new BankTraded(0, cards("2 wool"), cards("1 grain")),
                            new BankTraded(0, cards("3 ore"), cards("1 brick"))),
                    eventsSince(game, start));
            assertEquals(cards("2 wool, 1 grain, 1 brick"), f.state().cards.handOf(0));
        }

        @Test
        @DisplayName("R-12.2.1 the N cards must be of one kind: 2 brick + 2 ore allow no 4:1 trade")
        void cardsGivenAreOfOneKind() {
            Game game = Fixture.base(4).hand(0, "2 brick, 2 ore").main(0).game();
            assertEquals(List.of(), bankTrades(game));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.BRICK, Card.GRAIN)));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.ORE, Card.GRAIN)));
        }

        @Test
        @DisplayName("R-21.8 a bank trade is not offered for a kind the bank has run out of")
        void noBankTradeForAnEmptyBankKind() {
            Fixture f = Fixture.base(4).hand(1, "19 ore").hand(0, "4 brick").main(0);
            Game game = f.game();
            assertEquals(0, f.state().cards.bank[Card.ORE.ordinal()]);
            assertFalse(bankTrades(game).contains(new TradeWithBank(Card.BRICK, Card.ORE)));
            assertEquals(3, bankTrades(game).size());
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.BRICK, Card.ORE)));
        }

        @Test
        @DisplayName("R-21.8 the base bank offers resources only: no bank trade takes a commodity")
        void baseBankTradesTakeResourcesOnly() {
            Game game = Fixture.base(4).hand(0, "4 brick").main(0).game();
            assertTrue(
                    bankTrades(game).stream().allMatch(t -> t.take().isResource()),
                    bankTrades(game).toString());
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.BRICK, Card.PAPER)));
        }

        @Test
        @DisplayName("R-12.1.1 no bank trade before the roll")
        void noBankTradeBeforeTheRoll() {
            Game game = Fixture.base(4).hand(0, "4 brick").beforeRoll(0).game();
            assertEquals(List.of(), bankTrades(game));
            assertThrows(IllegalArgumentException.class, () -> game.apply(new TradeWithBank(Card.BRICK, Card.ORE)));
        }

        @Test
        @DisplayName("R-12.2.1 a TradeWithBank must take another kind than it gives")
        void bankTradeMustTakeAnotherKind() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> new TradeWithBank(Card.ORE, Card.ORE));
            assertTrue(e.getMessage().contains("another kind"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("R-12.2.2 a commodity never uses a 2:1 resource harbour")
    class CommodityRates {

        @Test
        @DisplayName("R-12.2.2 with only a wool harbour, paper, cloth and coin trade at 4:1")
        void commodityIgnoresResourceHarbour() {
            GameState s = Fixture.base(4).settlement(0, WOOL_HARBOUR).state();
            assertEquals(2, Trading.rate(s, 0, Card.WOOL));
            for (Card c : Card.commodities()) {
                assertEquals(4, Trading.rate(s, 0, c), c.toString());
            }
        }

        @Test
        @DisplayName("R-12.2.2 with a wool and a generic harbour, commodities trade at the generic 3:1")
        void commodityUsesGenericHarbour() {
            GameState s = Fixture.base(4)
                    .settlement(0, WOOL_HARBOUR)
                    .settlement(0, GENERIC_HARBOUR)
                    .state();
            for (Card c : Card.commodities()) {
                assertEquals(3, Trading.rate(s, 0, c), c.toString());
            }
        }

        @Test
        @DisplayName("R-12.2.2 holding all five special harbours still gives commodities 4:1")
        void commodityIgnoresEverySpecialHarbour() {
            GameState s = Fixture.base(4)
                    .settlement(0, WOOL_HARBOUR)
                    .settlement(0, GRAIN_HARBOUR)
                    .settlement(0, ORE_HARBOUR)
                    .settlement(0, LUMBER_HARBOUR)
                    .settlement(0, BRICK_HARBOUR)
                    .state();
            for (Card r : Card.resources()) {
                assertEquals(2, Trading.rate(s, 0, r), r.toString());
            }
            for (Card c : Card.commodities()) {
                assertEquals(4, Trading.rate(s, 0, c), c.toString());
            }
        }
    }
}
