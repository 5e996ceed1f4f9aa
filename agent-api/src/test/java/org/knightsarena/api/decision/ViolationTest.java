package org.knightsarena.api.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/** {@link Decision#check(Action)}: each refusal has its reason code beside the message that {@code validate} gives. */
class ViolationTest {

    private static final Cards HAND = Cards.parse("1 brick, 2 wool");

    @Test
    void anAnswerThatIsNotListedIsNotAnOption() {
        Decision d = new PlaceFreeRoad(0, List.of(new BuildRoad(3)));

        assertRefused(
                d,
                new BuildRoad(4),
                Violation.Reason.NOT_AN_OPTION,
                "BuildRoad[path=4] is not one of the 1 legal options of PlaceFreeRoad");
    }

    @Test
    void aFreeFormDecisionAnsweredWithAnotherActionIsTheWrongAction() {
        assertRefused(
                new Discard(0, 1, HAND),
                EndTurn.INSTANCE,
                Violation.Reason.WRONG_ACTION,
                "a discard is answered with DiscardCards, not EndTurn[]");
        assertRefused(
                new ChooseGift(0, 1, 1, HAND),
                EndTurn.INSTANCE,
                Violation.Reason.WRONG_ACTION,
                "a gift (Wedding, or the forced trade of Catan for Two) is answered with GiveCards, not EndTurn[]");
        assertRefused(
                new ChooseCardsToTake(0, 1, HAND, 1),
                EndTurn.INSTANCE,
                Violation.Reason.WRONG_ACTION,
                "Master Merchant is answered with TakeCards, not EndTurn[]");
    }

    @Test
    void tooFewOrTooManyCardsIsTheWrongCount() {
        assertRefused(
                new Discard(0, 2, HAND),
                new DiscardCards(Cards.of(Card.WOOL, 1)),
                Violation.Reason.WRONG_COUNT,
                "must discard exactly 2 cards, not 1 (" + Cards.of(Card.WOOL, 1) + ")");
        assertRefused(
                new ChooseGift(0, 1, 1, HAND),
                new GiveCards(HAND),
                Violation.Reason.WRONG_COUNT,
                "must give exactly 1 cards, not 3 (" + HAND + ")");
        assertRefused(
                new ChooseCardsToTake(0, 1, HAND, 2),
                new TakeCards(Cards.of(Card.WOOL, 1)),
                Violation.Reason.WRONG_COUNT,
                "must take exactly 2 cards, not 1 (" + Cards.of(Card.WOOL, 1) + ")");
    }

    @Test
    void cardsTheHandDoesNotHoldAreNotInHand() {
        Cards ore = Cards.of(Card.ORE, 1);
        assertRefused(
                new Discard(0, 1, HAND),
                new DiscardCards(ore),
                Violation.Reason.NOT_IN_HAND,
                "cannot discard " + ore + " from a hand of " + HAND);
        assertRefused(
                new ChooseGift(0, 1, 1, HAND),
                new GiveCards(ore),
                Violation.Reason.NOT_IN_HAND,
                "cannot give " + ore + " from a hand of " + HAND);
        assertRefused(
                new ChooseCardsToTake(0, 1, HAND, 1),
                new TakeCards(ore),
                Violation.Reason.NOT_IN_HAND,
                "cannot take " + ore + " from a hand of " + HAND);
        assertRefused(
                mainTurn(1, List.of(Card.values())),
                new OfferTrade(ore, Cards.of(Card.WOOL, 1)),
                Violation.Reason.NOT_IN_HAND,
                "cannot offer " + ore + " from a hand of " + HAND);
    }

    @Test
    void aTradeOfferAfterTheLastOneHasNoOffersLeft() {
        assertRefused(
                mainTurn(0, List.of(Card.values())),
                new OfferTrade(Cards.of(Card.WOOL, 1), Cards.of(Card.ORE, 1)),
                Violation.Reason.NO_OFFERS_LEFT,
                "no more trade offers this turn");
    }

    @Test
    void aTradeOfferOfAKindThatMayNotChangeHandsIsNotTradable() {
        assertRefused(
                mainTurn(1, List.of(Card.BRICK, Card.WOOL)),
                new OfferTrade(Cards.of(Card.WOOL, 1), Cards.of(Card.COIN, 1)),
                Violation.Reason.NOT_TRADABLE,
                "coin may not be traded between players here");
    }

    @Test
    void aLegalAnswerHasNoViolation() {
        Decision d = mainTurn(1, List.of(Card.values()));

        assertEquals(Optional.empty(), d.check(EndTurn.INSTANCE));
        assertEquals(Optional.empty(), d.check(new OfferTrade(Cards.of(Card.WOOL, 2), Cards.of(Card.ORE, 1))));
    }

    @Test
    void reasonIdsAreStableLowerCaseNames() {
        assertEquals("not-an-option", Violation.Reason.NOT_AN_OPTION.id());
        assertEquals("no-offers-left", Violation.Reason.NO_OFFERS_LEFT.id());
    }

    private static MainTurn mainTurn(int offersLeft, List<Card> tradable) {
        return new MainTurn(0, List.of(EndTurn.INSTANCE), HAND, offersLeft, tradable);
    }

    private static void assertRefused(Decision d, Action answer, Violation.Reason reason, String message) {
        assertEquals(Optional.of(new Violation(reason, message)), d.check(answer));
        assertEquals(Optional.of(message), d.validate(answer), "validate gives check's message");
    }
}
