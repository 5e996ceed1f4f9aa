package org.knightsarena.agents;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.ChooseGoldResource;
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
 * A greedy bot for the base game that builds toward points.
 *
 * <p>It settles where production in pips is highest, with a bonus for new resources and usable
 * harbours. In its turn it builds a city, else a settlement, plays a development card that
 * helps, trades (bank, then 1:1 offers) toward the build it is closest to, extends roads toward
 * the best free spot, and buys development cards with cards that build nothing. It robs the
 * leader and never itself, and keeps the cards of its next build when it discards. Decisions it
 * does not know (the Cities &amp; Knights ones) get a legal fallback answer.
 *
 * <p>It uses no randomness at all, so a replay re-runs identically. One instance plays one
 * seat of one match, from one thread.
 *
 * @since 0.1
 */
public final class HeuristicAgent implements Agent {

    /** Marks an option that is not a candidate in {@link #best}. */
    static final double NOT_A_CANDIDATE = Double.NEGATIVE_INFINITY;
    /** The builds it saves for, in order of preference on ties. */
    private static final Purchase[] GOALS = {Purchase.CITY, Purchase.SETTLEMENT, Purchase.ROAD, Purchase.SHIP};

    /** Over this many cards, a seven makes the player discard. */
    private static final int SAFE_HAND = 7;

    private final HeuristicTrades trades = new HeuristicTrades();

    /** Creates the agent. */
    public HeuristicAgent() {}

    @Override
    public Action decide(GameView view, Decision decision) {
        Action answer = answer(view, decision);
        return decision.validate(answer).isEmpty() ? answer : decision.defaultAnswer();
    }

    private Action answer(GameView view, Decision decision) {
        if (decision instanceof Setup) {
            return setup(view, (Setup) decision);
        } else if (decision instanceof BeforeRoll) {
            return beforeRoll(view, decision.options());
        } else if (decision instanceof MainTurn) {
            return mainTurn(view, (MainTurn) decision);
        } else if (decision instanceof Discard) {
            return discard(view, (Discard) decision);
        } else if (decision instanceof PlaceRobber) {
            return best(decision.options(), option -> RobberTargets.hexScore(view, option))
                    .orElseGet(decision::defaultAnswer);
        } else if (decision instanceof ChooseVictim) {
            return best(decision.options(), option -> RobberTargets.victimScore(view, option))
                    .orElseGet(decision::defaultAnswer);
        } else if (decision instanceof RespondToOffer) {
            return HeuristicTrades.respond(view, (RespondToOffer) decision);
        } else if (decision instanceof ChooseTradePartner) {
            return best(decision.options(), option -> HeuristicTrades.partnerScore(view, option))
                    .orElse(CancelTrade.INSTANCE);
        } else if (decision instanceof ChooseGoldResource) {
            // the kind it holds least of: what it can least build without trading for
            return best(decision.options(), option -> -view.hand().count(((TakeResource) option).resource()))
                    .orElseGet(decision::defaultAnswer);
        } else if (decision instanceof PlaceFreeRoad) {
            Placement place = new Placement(view);
            ShipRoutes ships = new ShipRoutes(view.board(), view.seat(), place);
            return best(decision.options(), option -> routeScore(place, ships, option))
                    .orElseGet(decision::defaultAnswer);
        }
        return PathKnightPlan.answer(view, decision)
                .or(() -> CitiesAndKnightsPlan.answer(view, decision, new Placement(view)))
                .orElseGet(decision::defaultAnswer);
    }

    // ---- setup and the turn

    private Action setup(GameView view, Setup setup) {
        Placement place = new Placement(view);
        ShipRoutes ships = new ShipRoutes(view.board(), view.seat(), place);
        return best(setup.options(), option -> {
                    if (option instanceof BuildSettlement) {
                        return place.spotValue(((BuildSettlement) option).intersection());
                    } else if (option instanceof BuildCity) {
                        return place.spotValue(((BuildCity) option).intersection());
                    }
                    return routeScore(place, ships, option);
                })
                .orElseGet(setup::defaultAnswer);
    }

    private Action beforeRoll(GameView view, List<Action> options) {
        Action knight = PlayDevelopmentCard.knight();
        if (options.contains(knight) && (RobberTargets.isRobbed(view) || RobberTargets.winsLargestArmy(view))) {
            return knight;
        }
        return RollDice.INSTANCE;
    }

    private Action mainTurn(GameView view, MainTurn turn) {
        Placement place = new Placement(view);
        ShipRoutes ships = new ShipRoutes(view.board(), view.seat(), place);
        List<Action> options = turn.options();
        Cards hand = turn.hand();
        Optional<Purchase> goal = goal(view, hand, place);
        return best(
                        options,
                        option -> option instanceof BuildCity
                                ? place.pipsAt(((BuildCity) option).intersection())
                                : NOT_A_CANDIDATE)
                .or(() -> best(
                        options,
                        option -> option instanceof BuildSettlement
                                ? place.spotValue(((BuildSettlement) option).intersection())
                                : NOT_A_CANDIDATE))
                .or(() -> view.ruleset() == Ruleset.CITIES_AND_KNIGHTS
                        ? CitiesAndKnightsPlan.build(view, options, hand)
                        : Optional.empty())
                .or(() -> PathKnightPlan.buyWithGold(options, hand, goal))
                .or(() -> ships.bestMove(options))
                .or(() -> playCard(view, options, hand, place, goal))
                .or(() -> HeuristicTrades.bankTrade(view, options, hand, place))
                .or(() -> PathKnightPlan.buyKnight(view, options))
                .or(() -> goal.filter(target -> target != Purchase.ROAD && target != Purchase.SHIP)
                        .flatMap(target -> trades.offer(view, turn, target)))
                .or(() -> route(options, hand, place, ships, goal))
                .or(() -> buyCard(options, hand, goal))
                .orElse(EndTurn.INSTANCE);
    }

    /**
     * Picks the build to save for: among those the board allows, the one the hand is closest to
     * paying; ties go to city, then settlement, then road.
     */
    static Optional<Purchase> goal(GameView view, Cards hand, Placement place) {
        Optional<Purchase> goal = Optional.empty();
        int closest = Integer.MAX_VALUE;
        for (Purchase build : GOALS) {
            int shortfall = build.shortfall(hand);
            if (shortfall < closest && isPossible(view, place, build)) {
                goal = Optional.of(build);
                closest = shortfall;
            }
        }
        return goal;
    }

    /**
     * Tells whether the board and the supply allow {@code build}, cards aside. A road counts only
     * while no free spot is connected and a road leads toward one.
     */
    static boolean isPossible(GameView view, Placement place, Purchase build) {
        int seat = view.seat();
        switch (build) {
            case CITY:
                return view.piecesLeft(seat, Piece.CITY) > 0 && place.hasOwnSettlement();
            case SETTLEMENT:
                return view.piecesLeft(seat, Piece.SETTLEMENT) > 0 && place.hasConnectedSpot();
            case ROAD:
                return view.piecesLeft(seat, Piece.ROAD) > 0
                        && view.piecesLeft(seat, Piece.SETTLEMENT) > 0
                        && !place.hasConnectedSpot()
                        && place.hasReachableSpot();
            case DEVELOPMENT_CARD:
                return view.developmentDeckSize() > 0;
            case SHIP:
                return view.scenario().isPresent()
                        && view.piecesLeft(seat, Piece.SHIP) > 0
                        && view.piecesLeft(seat, Piece.SETTLEMENT) > 0
                        && !place.hasConnectedSpot()
                        && new ShipRoutes(view.board(), seat, place).hasReachableSpot();
            default:
                throw new AssertionError(build);
        }
    }

    // ---- development cards

    private Optional<Action> playCard(
            GameView view, List<Action> options, Cards hand, Placement place, Optional<Purchase> goal) {
        Purchase target = goal.orElse(Purchase.CITY);
        return best(
                        options,
                        option -> isPlay(option, DevelopmentCard.YEAR_OF_PLENTY)
                                ? -target.shortfall(hand.plus(taken((PlayDevelopmentCard) option)))
                                : NOT_A_CANDIDATE)
                .or(() -> best(
                        options,
                        option -> isPlay(option, DevelopmentCard.MONOPOLY)
                                ? monopolyScore(
                                        place,
                                        hand,
                                        target,
                                        ((PlayDevelopmentCard) option).first().orElseThrow())
                                : NOT_A_CANDIDATE))
                .or(() -> goal.filter(g -> g == Purchase.ROAD)
                        .flatMap(g -> first(options, option -> isPlay(option, DevelopmentCard.ROAD_BUILDING))))
                .or(() -> first(options, option -> isPlay(option, DevelopmentCard.KNIGHT)));
    }

    /** Names a resource the target misses, the more the opponents make of it the better. */
    private static double monopolyScore(Placement place, Cards hand, Purchase target, Card resource) {
        return hand.count(resource) < target.cost(resource) ? place.opponentPips(resource) : NOT_A_CANDIDATE;
    }

    private static Cards taken(PlayDevelopmentCard play) {
        return Cards.of(play.first().orElseThrow(), 1)
                .plus(Cards.of(play.second().orElseThrow(), 1));
    }

    private static boolean isPlay(Action option, DevelopmentCard card) {
        return option instanceof PlayDevelopmentCard && ((PlayDevelopmentCard) option).card() == card;
    }

    private Optional<Action> buyCard(List<Action> options, Cards hand, Optional<Purchase> goal) {
        if (!options.contains(BuyDevelopmentCard.INSTANCE)) {
            return Optional.empty();
        }
        boolean spare = goal.isEmpty() || spareCards(hand, goal).covers(Purchase.DEVELOPMENT_CARD.cost());
        return spare || hand.total() > SAFE_HAND ? Optional.of(BuyDevelopmentCard.INSTANCE) : Optional.empty();
    }

    // ---- roads and ships

    /** Builds the road or ship toward the best new spot, when the goal is one or the cards are spare. */
    private Optional<Action> route(
            List<Action> options, Cards hand, Placement place, ShipRoutes ships, Optional<Purchase> goal) {
        boolean needed = goal.isPresent() && (goal.get() == Purchase.ROAD || goal.get() == Purchase.SHIP);
        Cards spare = spareCards(hand, goal);
        boolean road = needed || spare.covers(Purchase.ROAD.cost());
        boolean ship = needed || spare.covers(Purchase.SHIP.cost());
        return best(
                options,
                option -> (option instanceof BuildRoad && road) || (option instanceof BuildShip && ship)
                        ? routeScore(place, ships, option)
                        : NOT_A_CANDIDATE);
    }

    /** Scores a road or a ship by the spot it leads to; one that leads nowhere new is not a candidate. */
    private static double routeScore(Placement place, ShipRoutes ships, Action option) {
        double value = option instanceof BuildRoad
                ? place.roadValue(((BuildRoad) option).path())
                : option instanceof BuildShip ? ships.shipValue(((BuildShip) option).path()) : 0;
        return value > 0 ? value : NOT_A_CANDIDATE;
    }

    // ---- sevens

    /** Discards the cards the next build does not need, the most plentiful kind first. */
    private static Action discard(GameView view, Discard discard) {
        Cards hand = discard.hand();
        int[] held = hand.toCounts();
        int[] keep = goal(view, hand, new Placement(view))
                .map(goal -> goal.reservedFrom(hand))
                .orElse(Cards.NONE)
                .toCounts();
        int[] out = new int[Card.COUNT];
        for (int n = 0; n < discard.count(); n++) {
            int pick = 0;
            for (int k = 1; k < Card.COUNT; k++) {
                if (discardPriority(held[k], keep[k]) > discardPriority(held[pick], keep[pick])) {
                    pick = k;
                }
            }
            held[pick]--;
            out[pick]++;
            keep[pick] = Math.min(keep[pick], held[pick]);
        }
        return new DiscardCards(Cards.fromCounts(out));
    }

    /** Spare cards first, most plentiful first; kept cards only when nothing is spare; none when none is held. */
    private static int discardPriority(int held, int keep) {
        if (held == 0) {
            return Integer.MIN_VALUE;
        }
        return held > keep ? 100 + held - keep : held;
    }

    // ---- choosing among options

    /** The hand minus what the goal needs. */
    static Cards spareCards(Cards hand, Optional<Purchase> goal) {
        return goal.map(g -> hand.minus(g.reservedFrom(hand))).orElse(hand);
    }

    /** Returns the option with the highest score, the first one on ties; empty if none is a candidate. */
    static Optional<Action> best(List<Action> options, ToDoubleFunction<Action> score) {
        Action best = null;
        double bestScore = NOT_A_CANDIDATE;
        for (Action option : options) {
            double s = score.applyAsDouble(option);
            if (s > bestScore) {
                best = option;
                bestScore = s;
            }
        }
        return Optional.ofNullable(best);
    }

    private static Optional<Action> first(List<Action> options, Predicate<Action> test) {
        for (Action option : options) {
            if (test.test(option)) {
                return Optional.of(option);
            }
        }
        return Optional.empty();
    }
}
