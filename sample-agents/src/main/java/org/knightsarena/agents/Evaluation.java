package org.knightsarena.agents;

import org.knightsarena.api.GameView;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.Simulation;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;
import org.knightsarena.api.board.Piece;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Track;

/**
 * Scores where a rollout stopped, for one seat: 1 for a win, 0 for a loss, and in between a
 * logistic of how far the seat's strength is from the strongest opponent's.
 *
 * <p>Strength is victory points plus what makes points later: production in pips with a bonus
 * for each resource produced, a hand worth spending, unplayed cards and, in Cities &amp; Knights,
 * city improvements and active knights. On Seafarers maps gold fields count as production
 * (docs/rules/seafarers.md ), and so does the next settlement in sight: the best free spot
 * the seat's roads or ships reach or lead toward ({@link Placement#bestProspect},
 * {@link ShipRoutes#bestShipValue}, island bonus included, R-23.9), so that a ship under way to an
 * island is worth something before the settlement stands. The weights are rough exchange rates
 * into victory points. Stateless and thread-safe.
 */
final class Evaluation {

    private static final double PER_PIP = 0.08;
    private static final double PER_RESOURCE_KIND = 0.3;
    private static final double PER_CARD = 0.05;
    /** Cards above this many are at risk of a seven and count for nothing. */
    private static final int USEFUL_HAND = 7;

    private static final double PER_DEVELOPMENT_CARD = 0.3;
    private static final double PER_PROGRESS_CARD = 0.25;
    private static final double PER_IMPROVEMENT_LEVEL = 0.3;
    private static final double PER_KNIGHT_STRENGTH = 0.1;
    /**
     * Value per point of the heuristic's rating of the next spot in sight, on Seafarers maps. Set
     * by 20-game matches of mcts against the heuristic (docs/benchmarks.md, "mcts on sea maps"):
     * at 0.1 mcts lost through-the-desert, at 0.05 new-world's seeds 101-120; at 0.03 it won every
     * scenario.
     */
    private static final double PER_PROSPECT = 0.03;
    /** Strength lead, in victory points, that makes the logistic about 0.73. */
    private static final double SCALE = 1.5;

    private Evaluation() {}

    /**
     * @param sim  the position, over or not
     * @param seat the seat to score for
     * @return 0 to 1, higher is better for {@code seat}
     */
    static double reward(Simulation sim, int seat) {
        if (sim.winner().isPresent()) {
            return sim.winner().getAsInt() == seat ? 1 : 0;
        }
        double mine = 0;
        double best = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < sim.view(seat).playerCount(); p++) {
            double s = strength(sim, p);
            if (p == seat) {
                mine = s;
            } else {
                best = Math.max(best, s);
            }
        }
        return 1 / (1 + Math.exp((best - mine) / SCALE));
    }

    /** @return the seat's victory points plus the value of what will make points later */
    static double strength(Simulation sim, int seat) {
        GameView view = sim.view(seat);
        BoardView board = view.board();
        int[] pips = new int[Card.RESOURCE_COUNT];
        int goldPips = 0;
        int knights = 0;
        for (int i = 0; i < board.intersectionCount(); i++) {
            if (board.buildingOwner(i) == seat) {
                int weight = board.building(i) == Building.SETTLEMENT ? 1 : 2;
                for (int k = 0; k < board.hexCountAt(i); k++) {
                    int hex = board.hexAt(i, k);
                    Terrain terrain = board.terrain(hex);
                    if (terrain.produces() && hex != board.robber()) {
                        pips[terrain.resource().orElseThrow().code()] += weight * Placement.pips(board.token(hex));
                    } else if (terrain == Terrain.GOLD && hex != board.robber()) {
                        goldPips += weight * Placement.pips(board.token(hex));
                    }
                }
            }
            if (board.knightOwner(i) == seat && board.isKnightActive(i)) {
                knights += board.knightStrength(i);
            }
        }
        double value = sim.victoryPoints(seat);
        for (int p : pips) {
            value += PER_PIP * p + (p > 0 ? PER_RESOURCE_KIND : 0);
        }
        value += PER_PIP * Placement.GOLD_PER_PIP * goldPips;
        value += PER_CARD * Math.min(view.hand().total(), USEFUL_HAND);
        value += PER_PROSPECT * prospect(view, seat);
        if (view.ruleset() == Ruleset.CITIES_AND_KNIGHTS) {
            for (Track track : Track.values()) {
                value += PER_IMPROVEMENT_LEVEL * view.improvementLevel(seat, track);
            }
            value += PER_PROGRESS_CARD * view.progressCardCount(seat) + PER_KNIGHT_STRENGTH * knights;
        } else {
            value += PER_DEVELOPMENT_CARD * view.developmentCardCount(seat);
        }
        return value;
    }

    /**
     * @return on a Seafarers map, the heuristic's rating of the best spot the seat reaches or
     *     leads toward by road or ship; 0 elsewhere and when no settlement is left to build
     */
    static double prospect(GameView view, int seat) {
        if (view.scenario().isEmpty() || view.piecesLeft(seat, Piece.SETTLEMENT) == 0) {
            return 0;
        }
        Placement place = new Placement(view);
        return Math.max(place.bestProspect(), new ShipRoutes(view.board(), seat, place).bestShipValue());
    }
}
