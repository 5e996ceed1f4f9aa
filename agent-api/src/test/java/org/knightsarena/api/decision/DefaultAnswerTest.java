package org.knightsarena.api.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.BuildNeutralSettlement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.GiveCommodity;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.MoveDisplacedKnight;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PlaceFreeKnight;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RemoveOwnKnight;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.SkipPlacement;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.action.TakeProgressCard;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;

/** {@link Decision#defaultAnswer()}: the runner's move for a seat without a legal answer, for every decision. */
class DefaultAnswerTest {

    /** Brick 1, wool 2, ore 1, coin 1: its first cards in code order are brick, then wool. */
    private static final Cards HAND = Cards.parse("1 brick, 2 wool, 1 ore, 1 coin");

    private static final Action KNIGHT_CARD =
            new PlayDevelopmentCard(DevelopmentCard.KNIGHT, Optional.empty(), Optional.empty());

    @Test
    void beforeRollRollsTheDiceEvenWhenACardIsListedFirst() {
        Decision d = new BeforeRoll(0, List.of(KNIGHT_CARD, RollDice.INSTANCE));

        assertSame(RollDice.INSTANCE, d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void mainTurnEndsTheTurnRatherThanBuild() {
        Decision d = new MainTurn(1, List.of(new BuildRoad(4), EndTurn.INSTANCE), HAND, 3, List.of(Card.values()));

        assertSame(EndTurn.INSTANCE, d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void respondToOfferDeclinesEvenWhenAcceptingIsListedFirst() {
        Decision d = new RespondToOffer(
                2,
                0,
                Cards.of(Card.ORE, 1),
                Cards.of(Card.WOOL, 1),
                List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE));

        assertSame(DeclineOffer.INSTANCE, d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void chooseTradePartnerCancelsTheTradeRatherThanConfirmIt() {
        Decision d = new ChooseTradePartner(0, List.of(2), List.of(new ConfirmTrade(2), CancelTrade.INSTANCE));

        assertSame(CancelTrade.INSTANCE, d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void discardGivesUpTheFirstCardsOfTheHand() {
        Decision d = new Discard(0, 3, HAND);

        assertEquals(new DiscardCards(Cards.parse("1 brick, 2 wool")), d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void chooseGiftGivesTheFirstCardsOfTheHand() {
        Decision d = new ChooseGift(1, 0, 2, HAND);

        assertEquals(new GiveCards(Cards.parse("1 brick, 1 wool")), d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void chooseCardsToTakeTakesTheFirstCardsOfTheirHand() {
        Decision d = new ChooseCardsToTake(0, 2, HAND, 2);

        assertEquals(new TakeCards(Cards.parse("1 brick, 1 wool")), d.defaultAnswer());
        assertLegal(d);
    }

    /** Each decision whose default is its first listed option, with two options that differ. */
    static Stream<Decision> decisionsAnsweredWithTheirFirstOption() {
        return Stream.of(
                new Setup(0, Piece.SETTLEMENT, List.of(new BuildSettlement(10), new BuildSettlement(12))),
                new PlaceRobber(0, List.of(new MoveRobber(3), new MoveRobber(5))),
                new ChooseVictim(0, List.of(new StealFrom(2), new StealFrom(1))),
                new PlaceFreeRoad(0, List.of(new BuildRoad(7), new BuildRoad(8))),
                new ChooseMetropolisCity(0, Track.TRADE, List.of(new PlaceMetropolis(20), new PlaceMetropolis(30))),
                new PlaceDisplacedKnight(1, 14, List.of(new MoveDisplacedKnight(15), new MoveDisplacedKnight(16))),
                new ChooseSackedCity(2, List.of(new LoseCity(40), new LoseCity(41))),
                new ChooseProgressDeck(
                        0, List.of(new DrawProgressCard(Track.POLITICS), new DrawProgressCard(Track.SCIENCE))),
                new ChooseAqueductResource(0, List.of(new TakeResource(Card.ORE), new TakeResource(Card.BRICK))),
                new ChooseGoldResource(1, 2, List.of(new TakeResource(Card.WOOL), new TakeResource(Card.GRAIN))),
                new ChooseProgressDiscard(
                        0,
                        List.of(
                                new DiscardProgressCard(ProgressCard.CRANE),
                                new DiscardProgressCard(ProgressCard.ALCHEMIST))),
                new ChooseCommodityToGive(1, 0, List.of(new GiveCommodity(Card.COIN), new GiveCommodity(Card.PAPER))),
                new ChooseKnightToLose(0, List.of(new RemoveOwnKnight(33), new RemoveOwnKnight(34))),
                new PlaceDeserterKnight(0, 2, List.of(new PlaceFreeKnight(22), SkipPlacement.INSTANCE)),
                new ChooseProgressCardToTake(
                        0,
                        1,
                        List.of(new TakeProgressCard(ProgressCard.ENGINEER), new TakeProgressCard(ProgressCard.CRANE))),
                new RebuildRoad(0, List.of(new BuildRoad(50), new BuildRoad(51))),
                new BuildNeutral(0, List.of(new BuildNeutralRoad(2, 7), new BuildNeutralSettlement(3, 9))),
                new PlaceKnightOnPath(0, true, List.of(new PlacePathKnight(4), new PlacePathKnight(5))),
                new ChooseBarbarianPrisoner(1, List.of(new TakePrisoner(0), new TakePrisoner(7))),
                new MoveKnightsOnPaths(2, List.of(EndTurn.INSTANCE, new MovePathKnight(4, 9))),
                new MoveBarbarians(0, 2, List.of(new MoveBarbarian(1, 2), new MoveBarbarian(1, 3))));
    }

    @ParameterizedTest
    @MethodSource("decisionsAnsweredWithTheirFirstOption")
    void aListedDecisionIsAnsweredWithItsFirstOption(Decision d) {
        assertSame(d.options().get(0), d.defaultAnswer());
        assertLegal(d);
    }

    @Test
    void everyKindOfDecisionIsCoveredHere() {
        Set<Class<?>> covered = new HashSet<>(List.of(
                BeforeRoll.class,
                MainTurn.class,
                RespondToOffer.class,
                ChooseTradePartner.class,
                Discard.class,
                ChooseGift.class,
                ChooseCardsToTake.class));
        decisionsAnsweredWithTheirFirstOption().forEach(d -> covered.add(d.getClass()));

        assertEquals(
                Set.of(Decision.class.getPermittedSubclasses()),
                covered,
                "a new kind of decision needs its default answer tested here");
    }

    private static void assertLegal(Decision d) {
        assertEquals(Optional.empty(), d.validate(d.defaultAnswer()), "the default answer must be legal for " + d);
    }
}
