package org.knightsarena.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseBarbarianPrisoner;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.MoveBarbarians;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;

/**
 * The heuristic in Barbarian Attack (docs/rules/traders-and-barbarians.md ), on the beginner
 * board: seat 0 has a settlement on the bottom corner of hex 0 (mountains, 10) and two roads from it
 * along the hex to a free spot, seat 1 a settlement on the top corner of hex 18.
 */
class PathKnightPlanTest {

    private static final int OWN_HEX = 0;
    private static final int FAR_HEX = 18;

    private final TestBoard board = Fixtures.beginnerBoard();
    private final TestView view = new TestView(board, 0);
    private final HeuristicAgent agent = new HeuristicAgent();

    PathKnightPlanTest() {
        board.settlement(board.corner(OWN_HEX, 3), 0).settlement(board.corner(FAR_HEX, 0), 1);
        // two roads to a free spot, so that the next build is a settlement, not a road
        board.road(board.side(OWN_HEX, 3), 0).road(board.side(OWN_HEX, 4), 0);
    }

    @Test
    @DisplayName(
            "R-24.1.6, R-24.1.7: moves a knight next to the barbarians beside its settlement, where it makes a capture")
    void movesAKnightTowardBarbariansNextToItsSettlement() {
        board.barbarians(OWN_HEX, 1).pathKnight(board.side(OWN_HEX, 0), 1).pathKnight(board.side(4, 2), 0);
        Action toward = new MovePathKnight(board.side(4, 2), board.side(OWN_HEX, 3));
        Action away = new MovePathKnight(board.side(4, 2), board.side(9, 2));

        Action answer = agent.decide(view, new MoveKnightsOnPaths(0, List.of(EndTurn.INSTANCE, away, toward)));

        assertEquals(toward, answer);
    }

    @Test
    @DisplayName("R-24.1.6: ends the movement phase when no barbarians are on the board")
    void endsTheMovementPhaseWithNoBarbarians() {
        board.pathKnight(board.side(4, 2), 0);
        Action move = new MovePathKnight(board.side(4, 2), board.side(9, 2));

        Action answer = agent.decide(view, new MoveKnightsOnPaths(0, List.of(EndTurn.INSTANCE, move)));

        assertEquals(EndTurn.INSTANCE, answer);
    }

    @Test
    @DisplayName("R-24.1.5: a Knighthood's knight enters on the castle path beside the threatened hex")
    void placesTheKnightBesideTheThreatenedHex() {
        board.barbarians(OWN_HEX, 2);
        Action near = new PlacePathKnight(board.side(OWN_HEX, 3));
        Action far = new PlacePathKnight(board.side(FAR_HEX, 0));

        Action answer = agent.decide(view, new PlaceKnightOnPath(0, true, List.of(far, near)));

        assertEquals(near, answer);
    }

    @Test
    @DisplayName("R-24.1.5: Treason moves a barbarian off its own hex onto an opponent's")
    void treasonMovesABarbarianOffItsOwnHex() {
        board.barbarians(OWN_HEX, 2).barbarians(FAR_HEX, 1);
        Action off = new MoveBarbarian(OWN_HEX, FAR_HEX);
        Action onto = new MoveBarbarian(FAR_HEX, OWN_HEX);

        Action answer = agent.decide(view, new MoveBarbarians(0, 2, List.of(onto, off)));

        assertEquals(off, answer);
    }

    @Test
    @DisplayName("R-24.1.5: Intrigue takes its prisoner from the hex beside its own settlement")
    void intrigueTakesThePrisonerBesideItsSettlement() {
        board.barbarians(OWN_HEX, 3).barbarians(FAR_HEX, 3);

        Action answer = agent.decide(
                view, new ChooseBarbarianPrisoner(0, List.of(new TakePrisoner(FAR_HEX), new TakePrisoner(OWN_HEX))));

        assertEquals(new TakePrisoner(OWN_HEX), answer);
    }

    @Test
    @DisplayName("R-24.1.5: buys a scenario card (a knight) while barbarians threaten its buildings, and not otherwise")
    void buysAKnightWhenBarbariansThreaten() {
        Cards hand = new Cards(0, 0, 1, 1, 1, 0, 0, 0);
        view.hand(hand);
        MainTurn turn = new MainTurn(
                0, List.of(EndTurn.INSTANCE, BuyDevelopmentCard.INSTANCE), hand, 0, SampleDecisions.TRADABLE);

        assertEquals(EndTurn.INSTANCE, agent.decide(view, turn));
        board.barbarians(OWN_HEX, 1);
        assertEquals(BuyDevelopmentCard.INSTANCE, agent.decide(view, turn));
    }

    @Test
    @DisplayName("R-24.1.9: spends 2 gold on the resource its next city lacks")
    void buysWithGoldWhatTheCityLacks() {
        Cards hand = new Cards(0, 0, 0, 2, 2, 0, 0, 0);
        view.hand(hand);
        List<Action> options = List.of(
                EndTurn.INSTANCE,
                new BuyWithGold(Card.BRICK),
                new BuyWithGold(Card.LUMBER),
                new BuyWithGold(Card.WOOL),
                new BuyWithGold(Card.GRAIN),
                new BuyWithGold(Card.ORE));

        Action answer = agent.decide(view, new MainTurn(0, options, hand, 0, SampleDecisions.TRADABLE));

        assertEquals(new BuyWithGold(Card.ORE), answer);
    }
}
