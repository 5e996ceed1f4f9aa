package org.knightsarena.agents;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.GameView;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseMetropolisCity;
import org.knightsarena.api.decision.ChooseProgressDeck;
import org.knightsarena.api.decision.ChooseSackedCity;
import org.knightsarena.api.decision.Decision;

/**
 * The heuristic's Cities &amp; Knights priorities: defend against the barbarians with knights
 * when the ship is close and the island is weak, build city improvements, wall cities when the
 * hand is big, and answer the expansion's own decisions with simple scores.
 *
 * <p>Stateless and thread-safe.
 */
final class CitiesAndKnightsPlan {
    /** From this ship position on, the agent gets its knights ready. */
    private static final int BARBARIANS_NEAR = 4;
    /** With more cards than this a seven would cost half the hand: walls raise the limit. */
    private static final int BIG_HAND = 7;

    private CitiesAndKnightsPlan() {}

    /** @return a Cities &amp; Knights build worth doing now, if any */
    static Optional<Action> build(GameView view, List<Action> options, Cards hand) {
        boolean threatened = view.barbarianPosition() >= BARBARIANS_NEAR && activeStrength(view) < ownCities(view);
        Optional<Action> defence = threatened
                ? HeuristicAgent.best(
                        options,
                        option -> option instanceof ActivateKnight || option instanceof ActivatePathKnight
                                ? 3
                                : option instanceof RecruitKnight || option instanceof PlacePathKnight
                                        ? 2
                                        : option instanceof PromoteKnight || option instanceof PromotePathKnight
                                                ? 1
                                                : HeuristicAgent.NOT_A_CANDIDATE)
                : Optional.empty();
        return defence.or(() -> HeuristicAgent.best(
                        options,
                        option -> option instanceof BuildImprovement
                                ? -view.improvementLevel(view.seat(), ((BuildImprovement) option).track())
                                : HeuristicAgent.NOT_A_CANDIDATE))
                .or(() -> hand.total() > BIG_HAND
                        ? HeuristicAgent.best(
                                options, option -> option instanceof BuildCityWall ? 0 : HeuristicAgent.NOT_A_CANDIDATE)
                        : Optional.empty())
                .or(() -> HeuristicAgent.best(
                        options,
                        option -> ((option instanceof RecruitKnight
                                                        && view.board()
                                                                        .knightOwner(
                                                                                ((RecruitKnight) option).intersection())
                                                                == BoardView.NOBODY)
                                                || option instanceof PlacePathKnight) // Barbarian Attack, R-17.2.1
                                        && activeStrength(view) + 1 < ownCities(view)
                                ? 0
                                : HeuristicAgent.NOT_A_CANDIDATE));
    }

    /** @return an answer to one of the expansion's decisions, if this plan has an opinion */
    static Optional<Action> answer(GameView view, Decision decision, Placement place) {
        if (decision instanceof ChooseMetropolisCity) {
            return HeuristicAgent.best(
                    decision.options(), option -> place.pipsAt(((PlaceMetropolis) option).intersection()));
        }
        if (decision instanceof ChooseSackedCity) {
            return HeuristicAgent.best(decision.options(), option -> -place.pipsAt(((LoseCity) option).intersection()));
        }
        if (decision instanceof ChooseProgressDeck) {
            return HeuristicAgent.best(
                    decision.options(),
                    option -> view.improvementLevel(view.seat(), ((DrawProgressCard) option).deck()));
        }
        return Optional.empty();
    }

    private static int activeStrength(GameView view) {
        BoardView board = view.board();
        int strength = 0;
        for (int i = 0; i < board.intersectionCount(); i++) {
            if (board.knightOwner(i) == view.seat() && board.isKnightActive(i)) {
                strength += board.knightStrength(i);
            }
        }
        for (int path = 0; path < board.pathCount(); path++) { // Barbarian Attack's knights on paths
            if (board.pathKnightOwner(path) == view.seat() && board.isPathKnightActive(path)) {
                strength += board.pathKnightStrength(path);
            }
        }
        return strength;
    }

    private static int ownCities(GameView view) {
        BoardView board = view.board();
        int cities = 0;
        for (int i = 0; i < board.intersectionCount(); i++) {
            if (board.buildingOwner(i) == view.seat()
                    && board.building(i) == org.knightsarena.api.board.Building.CITY) {
                cities++;
            }
        }
        return cities;
    }
}
