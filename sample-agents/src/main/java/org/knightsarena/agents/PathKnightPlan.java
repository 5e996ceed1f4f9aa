package org.knightsarena.agents;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseBarbarianPrisoner;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.MoveBarbarians;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;

/**
 * The heuristic's Barbarian Attack plan (docs/rules/traders-and-barbarians.md to
 * knights placed and moved where they capture barbarians next to its own buildings or
 * make prisoners, Treason's barbarians moved off its hexes and onto those its knights surround,
 * Intrigue's prisoner taken where it frees most, scenario cards bought while barbarians threaten,
 * and gold spent on what the next build lacks. Every choice is the option that raises
 * {@link Siege#score} most.
 *
 * <p>Stateless and thread-safe.
 */
final class PathKnightPlan {

    /** What a move past {@link Siege#FREE_MOVE} paths costs: a grain with the base rules, the knight's activity with C&amp;K. */
    private static final double LONG_MOVE_COST = 1.5;
    /** A knight move must raise the score by more than this, so that knights do not wander for nothing. */
    private static final double WORTH_MOVING = 0.05;
    /** The threshold of a choice that must be made anyway: the least harmful option is still taken. */
    private static final double ANY_CHANGE = Double.NEGATIVE_INFINITY;

    private PathKnightPlan() {}

    /** @return an answer to one of Barbarian Attack's decisions, if this plan knows it */
    static Optional<Action> answer(GameView view, Decision decision) {
        if (decision instanceof PlaceKnightOnPath) {
            return bestChange(view, decision.options(), PathKnightPlan::placed, ANY_CHANGE);
        } else if (decision instanceof MoveKnightsOnPaths) {
            return Optional.of(move(view, decision.options()));
        } else if (decision instanceof MoveBarbarians) {
            return bestChange(view, decision.options(), PathKnightPlan::barbarianMoved, ANY_CHANGE);
        } else if (decision instanceof ChooseBarbarianPrisoner) {
            return bestChange(view, decision.options(), PathKnightPlan::prisonerTaken, ANY_CHANGE);
        }
        return Optional.empty();
    }

    /**
     * A scenario card to buy in the main turn: with the base rules of Barbarian Attack its cards are
     * knights and barbarian tricks, so it buys while barbarians threaten its buildings
     * and it has knights in supply, ahead of roads and 1:1 offers.
     */
    static Optional<Action> buyKnight(GameView view, List<Action> options) {
        if (view.ruleset() != Ruleset.BASE || !options.contains(BuyDevelopmentCard.INSTANCE)) {
            return Optional.empty();
        }
        Siege siege = new Siege(view.board(), view.seat());
        return siege.isThreatened() && siege.ownKnights() < Siege.KNIGHTS
                ? Optional.of(BuyDevelopmentCard.INSTANCE)
                : Optional.empty();
    }

    /** Spends 2 gold on a resource the goal lacks, the scarcest in hand first. */
    static Optional<Action> buyWithGold(List<Action> options, Cards hand, Optional<Purchase> goal) {
        Purchase target = goal.orElse(Purchase.CITY);
        return HeuristicAgent.best(options, option -> {
            if (!(option instanceof BuyWithGold)) {
                return HeuristicAgent.NOT_A_CANDIDATE;
            }
            var card = ((BuyWithGold) option).resource();
            return hand.count(card) < target.cost(card) ? -hand.count(card) : HeuristicAgent.NOT_A_CANDIDATE;
        });
    }

    /** The movement phase: the move that raises the score most, else the end of the phase. */
    private static Action move(GameView view, List<Action> options) {
        return bestChange(view, options, PathKnightPlan::moved, WORTH_MOVING)
                .orElseGet(() -> options.contains(EndTurn.INSTANCE) ? EndTurn.INSTANCE : options.get(0));
    }

    /** Tries one option on a siege: changes it and returns the cost of the option, or NaN if it is not of the kind. */
    private interface Trial {
        double apply(Siege siege, Action option);
    }

    /** @return the option whose trial raises the score most, by more than {@code threshold}; empty if none */
    private static Optional<Action> bestChange(GameView view, List<Action> options, Trial trial, double threshold) {
        Siege now = new Siege(view.board(), view.seat());
        double before = now.score();
        return HeuristicAgent.best(options, option -> {
            Siege siege = now.copy();
            double cost = trial.apply(siege, option);
            if (Double.isNaN(cost)) {
                return HeuristicAgent.NOT_A_CANDIDATE;
            }
            double gain = siege.score() - cost - before;
            return gain > threshold ? gain : HeuristicAgent.NOT_A_CANDIDATE;
        });
    }

    private static double placed(Siege siege, Action option) {
        if (!(option instanceof PlacePathKnight)) {
            return Double.NaN;
        }
        siege.placeKnight(((PlacePathKnight) option).path());
        return 0;
    }

    private static double moved(Siege siege, Action option) {
        if (!(option instanceof MovePathKnight)) {
            return Double.NaN;
        }
        MovePathKnight move = (MovePathKnight) option;
        int steps = siege.distances(move.from(), Siege.FREE_MOVE + 1)[move.to()];
        siege.moveKnight(move.from(), move.to());
        return steps < 0 || steps > Siege.FREE_MOVE ? LONG_MOVE_COST : 0;
    }

    private static double barbarianMoved(Siege siege, Action option) {
        if (!(option instanceof MoveBarbarian)) {
            return Double.NaN;
        }
        MoveBarbarian move = (MoveBarbarian) option;
        siege.moveBarbarian(move.from(), move.to());
        return 0;
    }

    private static double prisonerTaken(Siege siege, Action option) {
        if (!(option instanceof TakePrisoner)) {
            return Double.NaN;
        }
        siege.moveBarbarian(((TakePrisoner) option).hex(), -1);
        return 0;
    }
}
