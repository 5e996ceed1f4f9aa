package org.knightsarena.agents;

import java.util.OptionalInt;
import org.knightsarena.api.GameView;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;

/**
 * Where {@link HeuristicAgent} puts the robber, whom it robs, and when it plays a knight.
 *
 * <p>Stateless; every method reads the live view of one decision.
 */
final class RobberTargets {

    private static final int LARGEST_ARMY_MINIMUM = 3;
    /** Makes any hex next to one of its own buildings lose to every hex that is not. */
    private static final double OWN_BUILDING_PENALTY = 1000.0;

    private RobberTargets() {}

    /**
     * Scores a robber hex by the opponents' production it blocks, weighted by their points so
     * that the leader suffers most; a hex next to its own buildings loses to any other.
     */
    static double hexScore(GameView view, Action option) {
        if (!(option instanceof MoveRobber)) {
            return HeuristicAgent.NOT_A_CANDIDATE;
        }
        BoardView board = view.board();
        int hex = ((MoveRobber) option).hex();
        int pips = Placement.pips(board.token(hex));
        double harm = 0;
        int own = 0;
        for (int k = 0; k < 6; k++) {
            int corner = board.corner(hex, k);
            int owner = board.buildingOwner(corner);
            int weight = board.building(corner) == Building.CITY ? 2 : 1;
            if (owner == view.seat()) {
                own += weight;
            } else if (owner != BoardView.NOBODY) {
                harm += weight * (pips + 1) * (1 + view.victoryPoints(owner)) + (view.handSize(owner) > 0 ? 1 : 0);
            }
        }
        return own > 0 ? harm - OWN_BUILDING_PENALTY * own : harm;
    }

    /** Scores a victim: the most points first, then the most cards. */
    static double victimScore(GameView view, Action option) {
        if (!(option instanceof StealFrom)) {
            return HeuristicAgent.NOT_A_CANDIDATE;
        }
        int victim = ((StealFrom) option).victim();
        return 100.0 * view.victoryPoints(victim) + view.handSize(victim);
    }

    /** @return true if the robber blocks a hex next to one of this seat's buildings */
    static boolean isRobbed(GameView view) {
        BoardView board = view.board();
        int hex = board.robber();
        if (hex < 0 || board.token(hex) == 0) { // off the board at the start of some scenarios
            return false;
        }
        for (int k = 0; k < 6; k++) {
            if (board.buildingOwner(board.corner(hex, k)) == view.seat()) {
                return true;
            }
        }
        return false;
    }

    /** @return true if one more knight gives this seat the Largest Army */
    static boolean winsLargestArmy(GameView view) {
        int seat = view.seat();
        int mine = view.knightsPlayed(seat) + 1;
        if (mine < LARGEST_ARMY_MINIMUM || view.largestArmyHolder().equals(OptionalInt.of(seat))) {
            return false;
        }
        for (int other = 0; other < view.playerCount(); other++) {
            if (other != seat && view.knightsPlayed(other) >= mine) {
                return false;
            }
        }
        return true;
    }
}
