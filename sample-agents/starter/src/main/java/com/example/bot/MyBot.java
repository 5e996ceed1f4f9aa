package com.example.bot;

import java.util.List;
import java.util.Random;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;

/**
 * An example bot: on its turn it builds what scores soonest (a city, then a settlement, then a
 * city improvement or a knight, then a road, then a development card), trades surplus cards with
 * the bank, and ends its turn; for every other decision it picks at random among the legal options.
 *
 * <p>How the platform talks to a bot:
 * <ul>
 *   <li>{@link #onMatchStart} comes first, with the seat, the ruleset, a seeded {@link Random}
 *       (use it, not {@code new Random()}, so a replay re-runs the same) and a log your owner page shows.</li>
 *   <li>{@link #decide} is called for every choice the rules give this seat. Most decisions list
 *       their legal actions in {@code decision.options()}: answer with one of them. A few are
 *       free-form (which cards to discard, to give, to take): their options list is empty and you
 *       build the answer yourself; {@code decision.validate(action)} tells you whether it is legal.</li>
 *   <li>An exception, a {@code null}, an illegal action or a slow answer is a fault: the platform
 *       plays a default move for you and records a strike; too many strikes and the bot is ejected.</li>
 * </ul>
 */
public final class MyBot implements Agent {

    /** What to build first when several are legal: earlier in the list wins. */
    private static final List<Class<? extends Action>> PRIORITY = List.of(BuildCity.class, BuildSettlement.class,
            BuildImprovement.class, RecruitKnight.class, ActivateKnight.class, BuildRoad.class,
            BuyDevelopmentCard.class, PlayDevelopmentCard.class);

    private Random random;

    /** The platform makes a fresh instance for every match, with this public no-argument constructor. */
    public MyBot() {
    }

    @Override
    public void onMatchStart(MatchContext context) {
        random = context.random();
        context.log().log("MyBot plays seat " + context.seat() + " of " + context.playerCount());
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        if (decision instanceof Discard d) {
            return new DiscardCards(d.hand().first(d.count()));
        }
        if (decision instanceof ChooseGift d) {
            return new GiveCards(d.hand().first(d.count()));
        }
        if (decision instanceof ChooseCardsToTake d) {
            return new TakeCards(d.theirHand().first(d.count()));
        }
        List<Action> options = decision.options();
        Action spot = bestSpot(view.board(), options);
        if (spot != null) {
            return spot;
        }
        if (decision instanceof MainTurn) {
            for (Class<? extends Action> wanted : PRIORITY) {
                for (Action option : options) {
                    if (wanted.isInstance(option)) {
                        return option;
                    }
                }
            }
            // nothing to build: swap surplus cards with the bank rather than lose them to a 7
            if (view.hand().total() > 4) {
                for (Action option : options) {
                    if (option instanceof TradeWithBank) {
                        return option;
                    }
                }
            }
            return EndTurn.INSTANCE;
        }
        return randomOption(options);
    }

    /**
     * The settlement or city to build where the dice pay most often, or null when no option
     * builds one. A number token pays on 6 - |7 - token| of the 36 rolls of two dice.
     */
    private static Action bestSpot(BoardView board, List<Action> options) {
        Action best = null;
        int bestPips = -1;
        for (Action option : options) {
            int at;
            if (option instanceof BuildCity city) {
                at = city.intersection();
            } else if (option instanceof BuildSettlement settlement) {
                at = settlement.intersection();
            } else {
                continue;
            }
            int pips = 0;
            for (int k = 0; k < board.hexCountAt(at); k++) {
                int token = board.token(board.hexAt(at, k));
                pips += token == 0 ? 0 : 6 - Math.abs(7 - token);
            }
            // a city doubles what is already there, so it outranks a settlement on equal dice
            if (option instanceof BuildCity) {
                pips += 100;
            }
            if (pips > bestPips) {
                best = option;
                bestPips = pips;
            }
        }
        return best;
    }

    /** Any listed option but a trade offer (offers are free-form and this bot does not haggle). */
    private Action randomOption(List<Action> options) {
        Action pick = options.get(random.nextInt(options.size()));
        for (int tries = 0; pick instanceof OfferTrade && tries < 8; tries++) {
            pick = options.get(random.nextInt(options.size()));
        }
        return pick instanceof OfferTrade ? options.get(0) : pick;
    }
}
