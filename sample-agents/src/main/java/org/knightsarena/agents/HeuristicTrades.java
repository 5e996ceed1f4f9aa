package org.knightsarena.agents;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.GameView;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.RespondToOffer;

/**
 * How {@link HeuristicAgent} trades: with the bank when that completes a city, else a settlement;
 * 1:1 offers toward its next build (at most twice a turn, never the same offer twice, the only
 * state it keeps); accepting offers that bring its next build closer from a player not about to
 * win. No randomness. One instance per agent, from one thread.
 */
final class HeuristicTrades {
    /** A player this close to winning gets no trade from this agent. */
    private static final int NEAR_WIN_MARGIN = 2;

    private static final int OFFERS_PER_TURN = 2;
    /** The builds it trades with the bank for. */
    private static final Purchase[] TRADE_GOALS = {Purchase.CITY, Purchase.SETTLEMENT};

    private int offerTurn = -1;
    private int offersThisTurn;
    private Optional<OfferTrade> lastOffer = Optional.empty();

    /** Trades with the bank when trades at this seat's rates complete a city, else a settlement. */
    static Optional<Action> bankTrade(GameView view, List<Action> options, Cards hand, Placement place) {
        for (Purchase build : TRADE_GOALS) {
            if (HeuristicAgent.isPossible(view, place, build)) {
                Optional<Action> trade = bankTradeToward(view, options, hand, build);
                if (trade.isPresent()) {
                    return trade;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Action> bankTradeToward(GameView view, List<Action> options, Cards hand, Purchase build) {
        int missing = build.shortfall(hand);
        int trades = 0;
        for (Card card : Card.resources()) {
            trades += Math.max(0, hand.count(card) - build.cost(card)) / view.bankRate(card);
        }
        if (missing == 0 || trades < missing) {
            return Optional.empty();
        }
        return HeuristicAgent.best(options, option -> {
            if (!(option instanceof TradeWithBank)) {
                return HeuristicAgent.NOT_A_CANDIDATE;
            }
            TradeWithBank trade = (TradeWithBank) option;
            int excess = hand.count(trade.give()) - build.cost(trade.give()) - view.bankRate(trade.give());
            boolean useful = hand.count(trade.take()) < build.cost(trade.take());
            return useful && excess >= 0 ? excess : HeuristicAgent.NOT_A_CANDIDATE;
        });
    }

    /** Offers one spare card for one missing card of the target: at most twice a turn, never the same offer twice. */
    Optional<Action> offer(GameView view, MainTurn turn, Purchase target) {
        if (view.turn() != offerTurn) {
            offerTurn = view.turn();
            offersThisTurn = 0;
            lastOffer = Optional.empty();
        }
        if (turn.offersLeft() <= 0 || offersThisTurn >= OFFERS_PER_TURN || target.shortfall(turn.hand()) > 2) {
            return Optional.empty();
        }
        Cards spare = HeuristicAgent.spareCards(turn.hand(), Optional.of(target));
        for (Card want : Card.resources()) {
            if (turn.hand().count(want) >= target.cost(want)) {
                continue;
            }
            for (Card give : Card.resources()) {
                if (spare.count(give) == 0 || give == want) {
                    continue;
                }
                OfferTrade offer = new OfferTrade(Cards.of(give, 1), Cards.of(want, 1));
                if (!lastOffer.equals(Optional.of(offer))) {
                    offersThisTurn++;
                    lastOffer = Optional.of(offer);
                    return Optional.of(offer);
                }
            }
        }
        return Optional.empty();
    }

    /** Accepts an offer that brings its next build closer, from a player not about to win. */
    static Action respond(GameView view, RespondToOffer offer) {
        Action decline = DeclineOffer.INSTANCE; // always listed
        Cards hand = view.hand();
        if (!offer.options().contains(AcceptOffer.INSTANCE)
                || !hand.covers(offer.take())
                || view.victoryPoints(offer.offerer()) >= view.pointsToWin() - NEAR_WIN_MARGIN
                || offer.take().total() > offer.give().total() + 1) {
            return decline;
        }
        Optional<Purchase> goal = HeuristicAgent.goal(view, hand, new Placement(view));
        Cards after = hand.plus(offer.give()).minus(offer.take());
        boolean better =
                goal.isPresent() && goal.get().shortfall(after) < goal.get().shortfall(hand);
        return better ? AcceptOffer.INSTANCE : decline;
    }

    /** Completes its own offer with the accepting player who has the fewest points. */
    static double partnerScore(GameView view, Action option) {
        return option instanceof ConfirmTrade
                ? -view.victoryPoints(((ConfirmTrade) option).partner())
                : HeuristicAgent.NOT_A_CANDIDATE;
    }
}
