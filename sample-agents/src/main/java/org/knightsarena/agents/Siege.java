package org.knightsarena.agents;

import java.util.Arrays;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Building;

/**
 * The heuristic's picture of Barbarian Attack for one seat (docs/rules/traders-and-barbarians.md
 * the barbarians on each hex, the knights on each path, and how much the
 * seat stands to gain from the knights it has where they are.
 *
 * <p>A hex is captured after the movement phase when more knights stand on its six paths than it
 * holds barbarians; the mover takes its prisoners first, one per knight of its own
 * there, and every 2 prisoners are 1 VP. Barbarians on a hex next to the seat's
 * buildings threaten their production, and 3 conquer it. {@link #score} weighs all of
 * that, so that a knight move, a placement or a barbarian moved by a card is judged by how much it
 * raises the score. The barbarian and knight arrays are copies that a caller may change to try a
 * move; the topology is read from the live board, so a siege must not outlive its decision. Not
 * thread-safe.
 */
final class Siege {

    /** The barbarians that conquer a hex. */
    static final int CONQUEST = 3;
    /** The knights a player owns in Barbarian Attack. */
    static final int KNIGHTS = 6;
    /** The paths a knight moves without paying. */
    static final int FREE_MOVE = 3;

    /** A prisoner is half a victory point: worth about a good hex's production. */
    private static final double PRISONER = 4.0;
    /** How much of a hex's production each barbarian on it puts at risk, by count 0 to 3. */
    private static final double[] HARM = {0, 0.35, 0.7, 1.0};
    /** A hex not yet captured counts this share of its prize per knight toward the capture. */
    private static final double PROGRESS = 0.4;
    /** A knight far from every hex with barbarians is worth this share of the nearest prize, per path closer. */
    private static final double ATTRACTION = 0.3;
    /** The opponents' production a conquered hex takes away, weighed against the seat's own. */
    private static final double OPPONENT_SHARE = 0.25;

    private final BoardView board;
    private final int seat;
    /** The six paths of each hex. */
    private final int[][] hexPaths;
    /** The production of each hex for the seat's buildings, in pips, a city counted twice, less a share of the opponents'. */
    private final double[] stake;

    private final int[] barbarians;
    private final int[] knights;
    /**
     * The pull toward the barbarians of a knight on each path, NaN until asked; it depends on the
     * barbarians only, so copies that move knights share it and a barbarian moved drops it.
     */
    private double[] pulls;

    /**
     * @param board the live board of a Barbarian Attack game
     * @param seat  the seat to judge for
     */
    Siege(BoardView board, int seat) {
        this.board = board;
        this.seat = seat;
        int hexes = board.hexCount();
        hexPaths = new int[hexes][6];
        stake = new double[hexes];
        barbarians = new int[hexes];
        for (int hex = 0; hex < hexes; hex++) {
            barbarians[hex] = board.barbarians(hex);
            int pips = Placement.pips(board.token(hex));
            for (int k = 0; k < 6; k++) {
                int corner = board.corner(hex, k);
                hexPaths[hex][k] = pathBetween(corner, board.corner(hex, (k + 1) % 6));
                int owner = board.buildingOwner(corner);
                int weight = board.building(corner) == Building.CITY ? 2 : 1;
                if (owner == seat) {
                    stake[hex] += weight * pips;
                } else if (owner != BoardView.NOBODY) {
                    stake[hex] -= OPPONENT_SHARE * weight * pips;
                }
            }
        }
        knights = new int[board.pathCount()];
        for (int path = 0; path < knights.length; path++) {
            knights[path] = board.pathKnightOwner(path);
        }
        pulls = freshPulls(knights.length);
    }

    private Siege(Siege base) {
        board = base.board;
        seat = base.seat;
        hexPaths = base.hexPaths;
        stake = base.stake;
        barbarians = base.barbarians.clone();
        knights = base.knights.clone();
        pulls = base.pulls;
    }

    private static double[] freshPulls(int paths) {
        double[] pulls = new double[paths];
        Arrays.fill(pulls, Double.NaN);
        return pulls;
    }

    /** @return a copy to try a change on; this siege stays as it is */
    Siege copy() {
        return new Siege(this);
    }

    /** Puts a knight of the seat on a path. */
    void placeKnight(int path) {
        knights[path] = seat;
    }

    /** Moves the knight on {@code from} to {@code to}. */
    void moveKnight(int from, int to) {
        knights[to] = knights[from];
        knights[from] = BoardView.NOBODY;
    }

    /** Moves a barbarian from one hex to another ({@code to} -1: taken off the board). */
    void moveBarbarian(int from, int to) {
        barbarians[from]--;
        if (to >= 0) {
            barbarians[to]++;
        }
        pulls = freshPulls(knights.length);
    }

    /** @return whether barbarians stand on a hex next to one of the seat's buildings */
    boolean isThreatened() {
        for (int hex = 0; hex < barbarians.length; hex++) {
            if (barbarians[hex] > 0 && stake[hex] > 0) {
                return true;
            }
        }
        return false;
    }

    /** @return the seat's knights on the board */
    int ownKnights() {
        int count = 0;
        for (int owner : knights) {
            count += owner == seat ? 1 : 0;
        }
        return count;
    }

    /**
     * Scores the position for the seat: for each hex with barbarians, the prisoners of a capture
     * the knights now make, else the harm the barbarians do there (negative next to the seat's
     * buildings) plus a share of the capture's worth for each of the seat's knights toward it; and for each knight of the seat not beside barbarians, a pull
     * toward the nearest prize.
     *
     * @return the score, higher is better
     */
    double score() {
        double score = 0;
        boolean[] besieging = new boolean[knights.length];
        for (int hex = 0; hex < barbarians.length; hex++) {
            int held = barbarians[hex];
            if (held == 0) {
                continue;
            }
            int around = 0;
            int own = 0;
            for (int path : hexPaths[hex]) {
                if (knights[path] != BoardView.NOBODY) {
                    around++;
                    own += knights[path] == seat ? 1 : 0;
                    besieging[path] = true;
                }
            }
            double harm = stake[hex] * HARM[Math.min(held, CONQUEST)];
            double prisoners = PRISONER * Math.min(held, own);
            // a capture takes the barbarians off (no more harm) and pays the prisoners
            score += around > held
                    ? prisoners
                    : -harm + PROGRESS * own * Math.max(harm + prisoners, PRISONER) / (held + 1);
        }
        for (int path = 0; path < knights.length; path++) {
            if (knights[path] == seat && !besieging[path]) {
                if (Double.isNaN(pulls[path])) {
                    pulls[path] = pull(path);
                }
                score += ATTRACTION * pulls[path];
            }
        }
        return score;
    }

    /** @return the best prize of a hex with barbarians, divided by the paths it lies away from {@code from} */
    private double pull(int from) {
        int[] steps = distances(from, Integer.MAX_VALUE);
        double best = 0;
        for (int hex = 0; hex < barbarians.length; hex++) {
            if (barbarians[hex] == 0) {
                continue;
            }
            int nearest = Integer.MAX_VALUE;
            for (int path : hexPaths[hex]) {
                if (steps[path] >= 0) {
                    nearest = Math.min(nearest, steps[path]);
                }
            }
            double prize = Math.max(0, stake[hex]) * HARM[Math.min(barbarians[hex], CONQUEST)] + PRISONER;
            if (nearest != Integer.MAX_VALUE) {
                best = Math.max(best, prize / (1 + nearest));
            }
        }
        return best;
    }

    /**
     * @return the paths a knight goes from {@code from} to each path (0 for itself), passing other
     *     knights as it may; -1 where no way leads within {@code most}
     */
    int[] distances(int from, int most) {
        int[] steps = new int[board.pathCount()];
        Arrays.fill(steps, -1);
        int[] queue = new int[steps.length];
        int head = 0;
        int tail = 0;
        steps[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int path = queue[head++];
            if (steps[path] == most) {
                continue;
            }
            for (int e = 0; e < 2; e++) {
                int node = board.end(path, e);
                for (int k = 0; k < board.neighbourCount(node); k++) {
                    int next = board.pathAt(node, k);
                    if (steps[next] < 0) {
                        steps[next] = steps[path] + 1;
                        queue[tail++] = next;
                    }
                }
            }
        }
        return steps;
    }

    private int pathBetween(int a, int b) {
        for (int k = 0; k < board.neighbourCount(a); k++) {
            if (board.neighbour(a, k) == b) {
                return board.pathAt(a, k);
            }
        }
        throw new IllegalArgumentException("intersections " + a + " and " + b + " are not neighbours");
    }
}
