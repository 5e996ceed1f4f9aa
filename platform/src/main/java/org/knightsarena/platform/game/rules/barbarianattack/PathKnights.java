package org.knightsarena.platform.game.rules.barbarianattack;

import java.util.Arrays;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * Knights on paths: one knight per path, entering on the
 * castle's paths or, by a Black Knight, anywhere; moving along the paths, passing other knights,
 * never stopping on a castle path again once out of the castle.
 */
public final class PathKnights {
    private PathKnights() {}

    /** the paths a knight moves, and with 1 grain (the base rules) the most it moves. */
    public static final int MOVE = 3;

    public static final int PAID_MOVE = 5;

    /** @return whether a path is one of the castle hex's six */
    public static boolean isCastlePath(GameState s, int path) {
        Topology t = s.topology;
        int hex = s.castle.castleHex;
        int inHex = 0;
        for (int k = 0; k < 6; k++) {
            int corner = t.corner(hex, k);
            if (corner == t.end(path, 0) || corner == t.end(path, 1)) {
                inHex++;
            }
        }
        return inHex == 2;
    }

    /** @return whether the seat has a knight in supply and a path to put it on */
    public static boolean canPlace(GameState s, int seat, boolean castleOnly) {
        if (s.castle.knightsLeft[seat] == 0) {
            return false;
        }
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (isFreeFor(s, path, castleOnly)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isFreeFor(GameState s, int path, boolean castleOnly) {
        return s.castle.knightOwner[path] == BoardView.NOBODY && (!castleOnly || isCastlePath(s, path));
    }

    /** Adds a {@code PlacePathKnight} per free path: the castle's, or any. */
    public static void addPlacements(GameState s, boolean castleOnly, OptionBuffer options) {
        for (int path = 0; path < s.topology.pathCount(); path++) {
            if (isFreeFor(s, path, castleOnly)) {
                options.add(new PlacePathKnight(path));
            }
        }
    }

    /** Puts a knight of the seat on a path; one placed off the castle has left it. */
    public static void place(GameState s, Chronicle c, int seat, int path) {
        s.castle.placeKnight(seat, path, isCastlePath(s, path) ? 0 : CastleAndBarbarians.LEFT_CASTLE);
        c.add(new PathKnightPlaced(seat, path));
    }

    /** @return whether the seat has a knight on the board not yet moved this turn */
    public static boolean anyToMove(GameState s, int seat) {
        for (int path = 0; path < s.castle.knightOwner.length; path++) {
            if (s.castle.knightOwner[path] == seat && (s.castle.knightFlags[path] & CastleAndBarbarians.MOVED) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return the most paths the knight on {@code from} may move now: with the base rules 5 while its
     *     owner holds grain, else 3; with C&amp;K pieces as {@link CitiesKnightsOnPaths} says
     */
    public static int reachOf(GameState s, int seat, int from) {
        if (s.castle.ranked) {
            return CitiesKnightsOnPaths.reachOf(s, from);
        }
        return s.cards.count(seat, Card.GRAIN) > 0 ? PAID_MOVE : MOVE;
    }

    /** @return whether the knight on {@code from} has a stop within {@code reach} paths */
    public static boolean canMoveFrom(GameState s, int from, int reach) {
        int[] steps = distances(s, from, reach);
        for (int to = 0; to < steps.length; to++) {
            if (steps[to] > 0 && canStop(s, from, to)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds a {@code MovePathKnight} per stop each unmoved knight of the seat may reach, and
     * with C&amp;K pieces its displacements.
     */
    public static void addMoves(GameState s, int seat, OptionBuffer options) {
        for (int from = 0; from < s.castle.knightOwner.length; from++) {
            if (s.castle.knightOwner[from] == seat && (s.castle.knightFlags[from] & CastleAndBarbarians.MOVED) == 0) {
                int[] steps = addMovesOf(s, from, reachOf(s, seat, from), options);
                if (s.castle.ranked) {
                    CitiesKnightsOnPaths.addDisplacements(s, seat, from, steps, options);
                }
            }
        }
    }

    /**
     * Adds a {@code MovePathKnight} per stop the knight on {@code from} may reach within {@code reach}
     * paths.
     *
     * @return the distances it searched ({@link #distances}), which displacements reuse
     */
    public static int[] addMovesOf(GameState s, int from, int reach, OptionBuffer options) {
        int[] steps = distances(s, from, reach);
        for (int to = 0; to < steps.length; to++) {
            if (steps[to] > 0 && canStop(s, from, to)) {
                options.add(new MovePathKnight(from, to));
            }
        }
        return steps;
    }

    /** a free path, and not a castle path for a knight that has left the castle. */
    private static boolean canStop(GameState s, int from, int to) {
        return s.castle.knightOwner[to] == BoardView.NOBODY && mayEndOn(s, s.castle.knightFlags[from], to);
    }

    /** a knight with these flags may end on the path: any, or once out of the castle none of its. */
    static boolean mayEndOn(GameState s, int flags, int to) {
        return (flags & CastleAndBarbarians.LEFT_CASTLE) == 0 || !isCastlePath(s, to);
    }

    /** @return {@link CastleAndBarbarians#LEFT_CASTLE} for a knight with these flags once it stands on {@code to} */
    static int leftFlag(GameState s, int flags, int to) {
        return (flags & CastleAndBarbarians.LEFT_CASTLE) != 0 || !isCastlePath(s, to)
                ? CastleAndBarbarians.LEFT_CASTLE
                : 0;
    }

    /**
     * @return the paths needed to go from {@code from} to each path, 0 for itself, -1 beyond {@code most};
     *     knights on the way are passed
     */
    public static int[] distances(GameState s, int from, int most) {
        Topology t = s.topology;
        int[] steps = new int[t.pathCount()];
        Arrays.fill(steps, -1);
        int[] queue = new int[t.pathCount()];
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
                int node = t.end(path, e);
                for (int k = 0, n = t.pathCountAt(node); k < n; k++) {
                    int next = t.pathAt(node, k);
                    if (steps[next] < 0) {
                        steps[next] = steps[path] + 1;
                        queue[tail++] = next;
                    }
                }
            }
        }
        return steps;
    }

    /**
     * Moves a knight; going beyond 3 paths costs 1 grain with the base rules and makes a
     * C&amp;K knight inactive, which keeps its strength and its turn's flags.
     */
    public static void move(GameState s, Chronicle c, int seat, MovePathKnight move) {
        int steps = distances(s, move.from(), PAID_MOVE)[move.to()];
        boolean paid = steps > MOVE && !s.castle.ranked;
        if (paid) {
            s.cards.payOne(seat, Card.GRAIN, 1);
        }
        int flags = s.castle.knightFlags[move.from()];
        if (steps > MOVE) {
            flags &= ~CastleAndBarbarians.ACTIVE;
        }
        relocate(s, move, flags);
        c.add(new PathKnightMoved(seat, move.from(), move.to(), paid));
    }

    /**
     * Takes the knight from its path to the other with these flags, marked moved and, off the castle,
     * as having left it.
     */
    static void relocate(GameState s, MovePathKnight move, int flags) {
        s.castle.moveKnight(move.from(), move.to(), leftFlag(s, flags, move.to()) | flags | CastleAndBarbarians.MOVED);
    }
}
