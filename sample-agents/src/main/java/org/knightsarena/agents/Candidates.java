package org.knightsarena.agents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.knightsarena.api.GameView;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.StealFrom;

/**
 * Picks the answers of a decision that the search compares.
 *
 * <p>The heuristic's own answer always comes first, so the search can only trade it for an
 * answer that plays better. Short option lists are kept whole. Long ones (the spots of a
 * setup, a main turn's many roads and bank trades) are cut to a few of each kind of action,
 * taken in turns so that no kind crowds out the others: within a kind the best by the
 * heuristic's scores (production of a spot, where a road leads, harm done by the robber), or
 * in random order where it has none. Not thread-safe: it draws on the agent's generator.
 */
final class Candidates {

    private Candidates() {}

    /**
     * @param view      the live view
     * @param options   the decision's listed options
     * @param heuristic the heuristic's legal answer, listed or not (a trade offer is not)
     * @param max       the most candidates to return, 2 or more
     * @param random    the agent's generator, for the order of unscored options
     * @return distinct legal answers, the heuristic's first
     */
    static List<Action> of(GameView view, List<Action> options, Action heuristic, int max, Random random) {
        List<Action> chosen = new ArrayList<>(Math.min(max, options.size() + 1));
        chosen.add(heuristic);
        if (options.size() + 1 <= max) {
            for (Action option : options) {
                if (!option.equals(heuristic)) {
                    chosen.add(option);
                }
            }
            return chosen;
        }
        Placement place = new Placement(view);
        Map<Class<?>, List<Action>> kinds = new LinkedHashMap<>();
        for (Action option : options) {
            if (!option.equals(heuristic)) {
                kinds.computeIfAbsent(option.getClass(), k -> new ArrayList<>()).add(option);
            }
        }
        List<List<Action>> queues = new ArrayList<>();
        for (List<Action> kind : kinds.values()) {
            queues.add(ranked(view, place, kind, random));
        }
        for (int round = 0; chosen.size() < max; round++) {
            boolean any = false;
            for (List<Action> queue : queues) {
                if (round < queue.size() && chosen.size() < max) {
                    chosen.add(queue.get(round));
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        return chosen;
    }

    /** Orders one kind of option best first: by score where the heuristic has one, else shuffled. */
    private static List<Action> ranked(GameView view, Placement place, List<Action> kind, Random random) {
        List<Action> order = new ArrayList<>(kind);
        for (int i = order.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            order.set(i, order.set(j, order.get(i)));
        }
        double[] scores = new double[order.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = prior(view, place, order.get(i));
        }
        // insertion sort, stable, so that equal scores keep their shuffled order
        for (int i = 1; i < scores.length; i++) {
            double s = scores[i];
            Action a = order.get(i);
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                scores[j + 1] = scores[j];
                order.set(j + 1, order.get(j));
                j--;
            }
            scores[j + 1] = s;
            order.set(j + 1, a);
        }
        return order;
    }

    /** @return the heuristic's score of an option, higher is better; 0 where it has none */
    private static double prior(GameView view, Placement place, Action option) {
        if (option instanceof BuildSettlement settlement) {
            return place.spotValue(settlement.intersection());
        } else if (option instanceof BuildCity city) {
            return place.pipsAt(city.intersection());
        } else if (option instanceof BuildRoad road) {
            return place.roadValue(road.path());
        } else if (option instanceof MoveRobber) {
            return RobberTargets.hexScore(view, option);
        } else if (option instanceof StealFrom) {
            return RobberTargets.victimScore(view, option);
        }
        return 0;
    }
}
