package org.knightsarena.agents;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseTradePartner;
import org.knightsarena.api.decision.ChooseVictim;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.PlaceFreeRoad;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.decision.RespondToOffer;
import org.knightsarena.api.decision.Setup;

/**
 * Hand-made decisions of every kind for seat 0 on the beginner board, where seat 0 has a
 * settlement with a road on hex 4 (hills, 6) and seat 1 a settlement on hex 11 (mountains, 8).
 */
final class SampleDecisions {
    /** The kinds players may trade in the base game. */
    static final java.util.List<org.knightsarena.api.cards.Card> TRADABLE =
            java.util.List.of(org.knightsarena.api.cards.Card.resources());

    static final Cards RICH_HAND = new Cards(2, 2, 3, 3, 4, 0, 0, 0);

    final TestView view;
    final int ownSettlement;
    final int ownRoad;

    SampleDecisions() {
        TestBoard board = Fixtures.beginnerBoard();
        ownSettlement = board.corner(4, 0);
        ownRoad = board.pathBetween(ownSettlement, board.corner(4, 1));
        board.settlement(ownSettlement, 0).road(ownRoad, 0).settlement(board.corner(11, 2), 1);
        view = new TestView(board, 0).hand(RICH_HAND);
        view.handSizes[1] = 5;
        view.handSizes[2] = 3;
        view.victoryPoints[1] = 4;
    }

    /** @return one or more decisions of every kind, with the listed special cases */
    List<Decision> all() {
        List<Decision> all = new ArrayList<>();
        all.add(new Setup(0, Piece.SETTLEMENT, freeSpots()));
        all.add(new Setup(0, Piece.ROAD, roadsFromNetwork()));
        all.add(new BeforeRoll(0, List.of(RollDice.INSTANCE, PlayDevelopmentCard.knight())));
        all.add(new BeforeRoll(0, List.of(RollDice.INSTANCE)));
        all.add(onlyEndTurn(Cards.NONE, 0));
        all.add(onlyEndTurn(RICH_HAND, 3));
        all.add(richMainTurn());
        all.add(new MainTurn(0, withEndTurn(Fixtures.allBankTrades()), RICH_HAND, 3, SampleDecisions.TRADABLE));
        all.add(new Discard(0, 7, RICH_HAND));
        all.add(new Discard(0, 1, new Cards(0, 0, 0, 0, 0, 0, 0, 1)));
        all.add(new PlaceRobber(0, robberMoves()));
        all.add(new ChooseVictim(0, List.of(new StealFrom(1), new StealFrom(2))));
        all.add(new RespondToOffer(
                0,
                1,
                Cards.of(Card.ORE, 1),
                Cards.of(Card.WOOL, 1),
                List.of(AcceptOffer.INSTANCE, DeclineOffer.INSTANCE)));
        all.add(declineOnly());
        all.add(new ChooseTradePartner(
                0, List.of(1, 3), List.of(new ConfirmTrade(1), new ConfirmTrade(3), CancelTrade.INSTANCE)));
        all.add(new PlaceFreeRoad(0, roadsFromNetwork()));
        return all;
    }

    static MainTurn onlyEndTurn(Cards hand, int offersLeft) {
        return new MainTurn(0, List.of(EndTurn.INSTANCE), hand, offersLeft, SampleDecisions.TRADABLE);
    }

    static RespondToOffer declineOnly() {
        return new RespondToOffer(0, 1, Cards.of(Card.ORE, 2), Cards.of(Card.BRICK, 5), List.of(DeclineOffer.INSTANCE));
    }

    MainTurn richMainTurn() {
        List<Action> options = new ArrayList<>(roadsFromNetwork());
        options.add(new BuildCity(ownSettlement));
        options.add(BuyDevelopmentCard.INSTANCE);
        options.add(PlayDevelopmentCard.knight());
        options.add(PlayDevelopmentCard.roadBuilding());
        for (Card first : Card.resources()) {
            options.add(PlayDevelopmentCard.monopoly(first));
            for (Card second : Card.resources()) {
                if (first.code() <= second.code()) {
                    options.add(PlayDevelopmentCard.yearOfPlenty(first, second));
                }
            }
        }
        options.addAll(Fixtures.allBankTrades());
        return new MainTurn(0, withEndTurn(options), RICH_HAND, 3, SampleDecisions.TRADABLE);
    }

    List<Action> freeSpots() {
        Placement place = new Placement(view.board, 0);
        List<Action> spots = new ArrayList<>();
        for (int i = 0; i < view.board.intersectionCount(); i++) {
            if (place.isFreeSpot(i)) {
                spots.add(new BuildSettlement(i));
            }
        }
        return spots;
    }

    /** @return a road on every free path touching seat 0's settlement or road */
    List<Action> roadsFromNetwork() {
        BoardView board = view.board;
        List<Action> roads = new ArrayList<>();
        for (int p = 0; p < board.pathCount(); p++) {
            if (board.roadOwner(p) == BoardView.NOBODY
                    && (touchesNetwork(board.end(p, 0)) || touchesNetwork(board.end(p, 1)))) {
                roads.add(new BuildRoad(p));
            }
        }
        return roads;
    }

    private boolean touchesNetwork(int intersection) {
        BoardView board = view.board;
        if (board.buildingOwner(intersection) == 0) {
            return true;
        }
        for (int k = 0; k < board.neighbourCount(intersection); k++) {
            if (board.roadOwner(board.pathAt(intersection, k)) == 0) {
                return board.buildingOwner(intersection) == BoardView.NOBODY;
            }
        }
        return false;
    }

    List<Action> robberMoves() {
        List<Action> moves = new ArrayList<>();
        for (int h = 0; h < view.board.hexCount(); h++) {
            if (h != view.board.robber()) {
                moves.add(new MoveRobber(h));
            }
        }
        return moves;
    }

    static List<Action> withEndTurn(List<Action> options) {
        List<Action> all = new ArrayList<>(options);
        all.add(EndTurn.INSTANCE);
        return all;
    }
}
