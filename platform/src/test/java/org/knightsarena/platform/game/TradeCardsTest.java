package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.BaseBoardQueries.eventsOf;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCommodity;
import org.knightsarena.api.action.HarborExchange;
import org.knightsarena.api.action.PlayCommercialHarbor;
import org.knightsarena.api.action.PlayMasterMerchant;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.action.PlayMerchantFleet;
import org.knightsarena.api.action.PlayResourceMonopoly;
import org.knightsarena.api.action.PlayTradeMonopoly;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseCommodityToGive;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.progress.ProgressCards;

/**
 * RULES.md §13.6 (trade cards other than the merchant, which is in {@link MerchantTest}) and
 * for them, on the beginner map. Cards are given with {@link Fixture#progress}, which
 * takes them out of their deck so that the 54 progress cards stay conserved.
 */
class TradeCardsTest {

    /** The actions the trade deck's cards bring (what TradeCards applies). */
    private static final Set<Action.Kind> TRADE_ACTIONS = EnumSet.of(
            Action.Kind.PLAY_COMMERCIAL_HARBOR,
            Action.Kind.HARBOR_EXCHANGE,
            Action.Kind.GIVE_COMMODITY,
            Action.Kind.PLAY_MASTER_MERCHANT,
            Action.Kind.TAKE_CARDS,
            Action.Kind.PLAY_MERCHANT,
            Action.Kind.PLAY_MERCHANT_FLEET,
            Action.Kind.PLAY_RESOURCE_MONOPOLY,
            Action.Kind.PLAY_TRADE_MONOPOLY);

    /**
     * @return the MainTurn options of the given class, from the state as it is now (the game's
     *         cached decision would not see fixture changes)
     */
    static <T extends Action> List<T> options(Game game, Class<T> kind) {
        Decision d = assertInstanceOf(MainTurn.class, LegalActions.decision(game.state()));
        return d.options().stream().filter(kind::isInstance).map(kind::cast).collect(Collectors.toList());
    }

    /** Lays a road of the seat from {@code node} to its lowest-numbered neighbour. */
    static Fixture spur(Fixture f, int seat, int node) {
        return f.road(
                seat,
                BaseBoardQueries.path(
                        node, BaseBoardQueries.neighbours(node).iterator().next()));
    }

    /** Gives a seat trade cards out of the trade deck (the 54-card count stays whole). */
    static Fixture holding(Fixture f, int seat, ProgressCard... cards) {
        for (ProgressCard card : cards) {
            f.progress(seat, card);
        }
        return f;
    }

    // --- Commercial Harbor

    private static Fixture harbor() {
        return holding(Fixture.ck(4), 0, ProgressCard.COMMERCIAL_HARBOR)
                .hand(0, "2 wool, 1 ore")
                .hand(1, "1 paper, 1 cloth")
                .hand(2, "1 coin, 3 brick")
                .hand(3, "4 grain")
                .main(0);
    }

    @Test
    @DisplayName(
            "R-13.6.1 Commercial Harbor: once per opponent holding a commodity, a resource for a commodity of the opponent's choice")
    void commercialHarbor() {
        Fixture f = harbor();
        Game game = f.game();
        assertEquals(List.of(), options(game, HarborExchange.class), "no exchange before the card is played");
        List<GameEvent> played = eventsOf(game, PlayCommercialHarbor.INSTANCE);
        assertEquals(
                List.of(new ProgressCardPlayed(0, ProgressCard.COMMERCIAL_HARBOR, PlayCommercialHarbor.INSTANCE)),
                played);
        // seat 3 holds no commodity and is skipped; one option per resource seat 0 holds
        assertEquals(
                List.of(
                        new HarborExchange(1, Card.WOOL),
                        new HarborExchange(1, Card.ORE),
                        new HarborExchange(2, Card.WOOL),
                        new HarborExchange(2, Card.ORE)),
                options(game, HarborExchange.class));

        List<GameEvent> given = eventsOf(game, new HarborExchange(1, Card.WOOL));
        assertEquals(List.of(new CardsGiven(0, 1, Cards.parse("1 wool"))), given);
        ChooseCommodityToGive choose = assertInstanceOf(ChooseCommodityToGive.class, game.decision());
        assertEquals(
                new ChooseCommodityToGive(1, 0, List.of(new GiveCommodity(Card.PAPER), new GiveCommodity(Card.CLOTH))),
                choose);
        assertEquals(1, game.decider());
        assertEquals(
                List.of(new CardsGiven(1, 0, Cards.parse("1 cloth"))), eventsOf(game, new GiveCommodity(Card.CLOTH)));
        assertEquals(Cards.parse("1 wool, 1 ore, 1 cloth"), f.state().cards.handOf(0));
        assertEquals(Cards.parse("1 wool, 1 paper"), f.state().cards.handOf(1));

        // seat 1 is done for this turn; seat 2 is still open
        assertEquals(
                List.of(new HarborExchange(2, Card.WOOL), new HarborExchange(2, Card.ORE)),
                options(game, HarborExchange.class));
        game.apply(new HarborExchange(2, Card.ORE));
        assertEquals(new ChooseCommodityToGive(2, 0, List.of(new GiveCommodity(Card.COIN))), game.decision());
        game.apply(new GiveCommodity(Card.COIN));
        assertEquals(Cards.parse("1 wool, 1 cloth, 1 coin"), f.state().cards.handOf(0));
        assertEquals(Cards.parse("3 brick, 1 ore"), f.state().cards.handOf(2));
        assertEquals(List.of(), options(game, HarborExchange.class));
        assertEquals(List.of(), options(game, PlayCommercialHarbor.class), "the one card was used");
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-13.6.1 Commercial Harbor's exchanges are optional and lapse at the end of the turn")
    void harborLapses() {
        Fixture f = harbor();
        Game game = f.game();
        game.apply(PlayCommercialHarbor.INSTANCE);
        game.apply(EndTurn.INSTANCE);
        assertInstanceOf(BeforeRoll.class, game.decision());
        assertFalse(f.state().effects.harborOpen);
        f.main(0);
        assertEquals(List.of(), options(game, HarborExchange.class));
        assertEquals(Cards.parse("2 wool, 1 ore"), f.state().cards.handOf(0));
    }

    @Test
    @DisplayName("R-13.6.1 the opponent's answer must be a commodity they hold")
    void harborAnswerChecked() {
        Fixture f = harbor();
        Game game = f.game();
        game.apply(PlayCommercialHarbor.INSTANCE);
        game.apply(new HarborExchange(2, Card.WOOL));
        assertThrows(IllegalArgumentException.class, () -> game.apply(new GiveCommodity(Card.PAPER)));
        assertThrows(IllegalArgumentException.class, () -> game.apply(new HarborExchange(1, Card.WOOL)));
    }

    @Test
    @DisplayName(
            "R-13.2.4 Commercial Harbor is not playable when no opponent holds a commodity or the player holds no resource")
    void harborNeedsCommodity() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.COMMERCIAL_HARBOR)
                .hand(0, "2 wool")
                .hand(1, "3 ore")
                .main(0);
        assertEquals(List.of(), options(f.game(), PlayCommercialHarbor.class));
        f.hand(2, "1 coin");
        assertEquals(List.of(PlayCommercialHarbor.INSTANCE), options(f.game(), PlayCommercialHarbor.class));
        f.hand(0, "2 paper");
        assertEquals(List.of(), options(f.game(), PlayCommercialHarbor.class));
    }

    // --- Master Merchant

    /** Seat 0 has 1 point, seat 1 has 2 (a city), seat 2 has 1, seat 3 none. */
    private static Fixture masterMerchant() {
        return holding(spur(Fixture.ck(4), 0, 24), 0, ProgressCard.MASTER_MERCHANT)
                .settlement(0, 24)
                .city(1, 31)
                .roads(1, 31, 37)
                .settlement(2, 40)
                .roads(2, 40, 44)
                .hand(1, "1 ore, 2 coin, 1 wool")
                .hand(2, "5 grain")
                .main(0);
    }

    @Test
    @DisplayName(
            "R-13.6.2 Master Merchant: an opponent with more points shows their hand; the player takes 2 cards of their choice")
    void masterMerchantTakesTwo() {
        Fixture f = masterMerchant();
        Game game = f.game();
        assertEquals(
                List.of(new PlayMasterMerchant(1)),
                options(game, PlayMasterMerchant.class),
                "only seat 1 has more points");
        game.apply(new PlayMasterMerchant(1));
        assertEquals(new ChooseCardsToTake(0, 1, Cards.parse("1 ore, 2 coin, 1 wool"), 2), game.decision());
        assertEquals(0, game.decider());
        assertTrue(game.check(new TakeCards(Cards.parse("3 coin"))).isPresent());
        assertTrue(game.check(new TakeCards(Cards.parse("1 coin"))).isPresent());
        List<GameEvent> events = eventsOf(game, new TakeCards(Cards.parse("1 ore, 1 coin")));
        assertEquals(List.of(new CardsGiven(1, 0, Cards.parse("1 ore, 1 coin"))), events);
        assertEquals(Cards.parse("1 ore, 1 coin"), f.state().cards.handOf(0));
        assertEquals(Cards.parse("1 coin, 1 wool"), f.state().cards.handOf(1));
        assertInstanceOf(MainTurn.class, game.decision());
        assertEquals(List.of(), options(game, PlayMasterMerchant.class));
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-13.6.2 Master Merchant takes 1 card from an opponent who holds 1")
    void masterMerchantTakesOne() {
        Fixture f = masterMerchant().hand(1, "1 cloth");
        Game game = f.game();
        game.apply(new PlayMasterMerchant(1));
        assertEquals(new ChooseCardsToTake(0, 1, Cards.parse("1 cloth"), 1), game.decision());
        game.apply(new TakeCards(Cards.parse("1 cloth")));
        assertEquals(Cards.parse("1 cloth"), f.state().cards.handOf(0));
        assertEquals(0, f.state().cards.handSize(1));
    }

    @Test
    @DisplayName("R-13.2.4 Master Merchant is not playable without an opponent with more points who holds a card")
    void masterMerchantNeedsTarget() {
        Fixture f = masterMerchant().hand(1, Cards.NONE);
        assertEquals(List.of(), options(f.game(), PlayMasterMerchant.class), "seat 1 holds nothing");
        f.city(0, 24);
        f.hand(1, "1 ore");
        assertEquals(List.of(), options(f.game(), PlayMasterMerchant.class), "seat 1 no longer has more points");
    }

    // --- Resource Monopoly, R-13.6.6 Trade Monopoly

    @Test
    @DisplayName("R-13.6.5 Resource Monopoly: each opponent gives 2 of the resource, 1 if they hold 1, none if none")
    void resourceMonopoly() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.RESOURCE_MONOPOLY)
                .hand(0, "1 ore")
                .hand(1, "3 ore, 1 wool")
                .hand(2, "1 ore")
                .hand(3, "2 grain")
                .main(0);
        Game game = f.game();
        assertEquals(
                List.of(
                        new PlayResourceMonopoly(Card.WOOL),
                        new PlayResourceMonopoly(Card.GRAIN),
                        new PlayResourceMonopoly(Card.ORE)),
                options(game, PlayResourceMonopoly.class));
        List<GameEvent> events = eventsOf(game, new PlayResourceMonopoly(Card.ORE));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.RESOURCE_MONOPOLY, new PlayResourceMonopoly(Card.ORE)),
                        new CardsGiven(1, 0, Cards.parse("2 ore")),
                        new CardsGiven(2, 0, Cards.parse("1 ore"))),
                events);
        assertEquals(Cards.parse("4 ore"), f.state().cards.handOf(0));
        assertEquals(Cards.parse("1 ore, 1 wool"), f.state().cards.handOf(1));
        assertEquals(Cards.NONE, f.state().cards.handOf(2));
        assertEquals(Cards.parse("2 grain"), f.state().cards.handOf(3));
        assertInstanceOf(MainTurn.class, game.decision());
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-13.6.6 Trade Monopoly: each opponent gives 1 of the commodity if they have any")
    void tradeMonopoly() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.TRADE_MONOPOLY)
                .hand(1, "3 coin")
                .hand(2, "1 coin, 1 paper")
                .hand(3, "2 grain")
                .main(0);
        Game game = f.game();
        assertEquals(
                List.of(new PlayTradeMonopoly(Card.PAPER), new PlayTradeMonopoly(Card.COIN)),
                options(game, PlayTradeMonopoly.class));
        List<GameEvent> events = eventsOf(game, new PlayTradeMonopoly(Card.COIN));
        assertEquals(
                List.of(
                        new ProgressCardPlayed(0, ProgressCard.TRADE_MONOPOLY, new PlayTradeMonopoly(Card.COIN)),
                        new CardsGiven(1, 0, Cards.parse("1 coin")),
                        new CardsGiven(2, 0, Cards.parse("1 coin"))),
                events);
        assertEquals(Cards.parse("2 coin"), f.state().cards.handOf(0));
        assertEquals(Cards.parse("2 coin"), f.state().cards.handOf(1));
        assertEquals(Cards.parse("1 paper"), f.state().cards.handOf(2));
        Invariants.check(game);
    }

    @Test
    @DisplayName("R-13.2.4 a monopoly is not playable on a kind no opponent holds (nor at all when they hold nothing)")
    void monopolyNeedsHolder() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.RESOURCE_MONOPOLY, ProgressCard.TRADE_MONOPOLY)
                .hand(0, "3 ore, 2 coin")
                .main(0);
        assertEquals(List.of(), options(f.game(), PlayResourceMonopoly.class));
        assertEquals(List.of(), options(f.game(), PlayTradeMonopoly.class));
    }

    // --- timing and bookkeeping

    @Test
    @DisplayName("R-13.2.1 trade cards are played only on one's own turn after the roll, and only while held")
    void timing() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.RESOURCE_MONOPOLY, ProgressCard.MERCHANT_FLEET)
                .settlement(0, 24)
                .hand(1, "2 ore");
        Game game = f.game();
        assertEquals(
                List.of(),
                LegalActions.decision(f.state()).options().stream()
                        .filter(a -> TRADE_ACTIONS.contains(a.kind()))
                        .collect(Collectors.toList()),
                "nothing before the roll");
        f.main(0);
        assertEquals(1, options(game, PlayResourceMonopoly.class).size());
        assertEquals(8, options(game, PlayMerchantFleet.class).size());
        f.main(1);
        assertEquals(
                List.of(),
                LegalActions.decision(f.state()).options().stream()
                        .filter(a -> TRADE_ACTIONS.contains(a.kind()))
                        .collect(Collectors.toList()),
                "seat 1 holds no card");
    }

    @Test
    @DisplayName("R-13.2.2 a played trade card goes face down under the trade deck")
    void playedCardUnderDeck() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.TRADE_MONOPOLY)
                .hand(1, "1 cloth")
                .main(0);
        int size = f.state().progress.deckSize[Track.TRADE.ordinal()];
        f.game().apply(new PlayTradeMonopoly(Card.CLOTH));
        assertEquals(size + 1, f.state().progress.deckSize[Track.TRADE.ordinal()]);
        assertEquals(ProgressCard.TRADE_MONOPOLY.ordinal(), f.state().progress.decks[Track.TRADE.ordinal()][0]);
        assertFalse(ProgressCards.holds(f.state(), 0, ProgressCard.TRADE_MONOPOLY));
        assertEquals(List.of(), options(f.game(), PlayTradeMonopoly.class));
        Invariants.check(f.game());
    }

    @Test
    @DisplayName("R-13.2.4 Merchant is not playable without a producing hex next to one's buildings")
    void merchantNeedsBuilding() {
        Fixture f = holding(Fixture.ck(4), 0, ProgressCard.MERCHANT).main(0);
        assertEquals(List.of(), options(f.game(), PlayMerchant.class));
    }
}
