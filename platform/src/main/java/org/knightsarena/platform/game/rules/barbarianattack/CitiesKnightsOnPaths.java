package org.knightsarena.platform.game.rules.barbarianattack;

import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.DisplacePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * Barbarian Attack played with Cities &amp; Knights pieces (docs/rules/variants.md#R-17.2,
 * docs/rules/traders-and-barbarians.md#R-24.1.12, R-24.1.13): the knights on paths are recruited,
 * activated and promoted as C&amp;K knights are, at C&amp;K's costs; an active knight moves up to 5
 * paths and a move past 3 deactivates it; the one knight action on a path is displacing a weaker
 * opponent's knight at the end of a move of at most 3.
 */
public final class CitiesKnightsOnPaths {
    private CitiesKnightsOnPaths() {}

    /** the most paths an active knight moves; past {@link PathKnights#MOVE} it becomes inactive. */
    public static final int ACTIVE_MOVE = 5;

    /** with path knights: each player has two pieces of each strength (six knights, R-24.1.5). */
    static final int PIECES_PER_STRENGTH = 2;

    // --- the main phase

    /** Adds the recruits onto free castle paths, then each own knight's activation and promotion. */
    public static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        CastleAndBarbarians castle = s.castle;
        if (castle.knightsLeft[seat] > 0
                && castle.onBoard(seat, Knights.BASIC) < PIECES_PER_STRENGTH
                && s.cards.holds(seat, Knights.RECRUIT)) {
            for (int path = 0; path < castle.knightOwner.length; path++) {
                if (castle.knightOwner[path] == BoardView.NOBODY && PathKnights.isCastlePath(s, path)) {
                    options.add(new PlacePathKnight(path));
                }
            }
        }
        boolean grain = s.cards.holds(seat, Knights.ACTIVATE);
        boolean promote = s.cards.holds(seat, Knights.PROMOTE);
        for (int path = 0; path < castle.knightOwner.length; path++) {
            if (castle.knightOwner[path] != seat) {
                continue;
            }
            if (grain && !castle.isActive(path)) {
                options.add(new ActivatePathKnight(path));
            }
            if (promote && canPromote(s, seat, path)) {
                options.add(new PromotePathKnight(path));
            }
        }
    }

    /** on a path: below mighty, a Fortress for mighty, once a turn, a piece of the next strength left. */
    static boolean canPromote(GameState s, int seat, int path) {
        CastleAndBarbarians castle = s.castle;
        int strength = castle.knightStrength[path];
        if (strength >= Knights.MIGHTY || (castle.knightFlags[path] & CastleAndBarbarians.PROMOTED_THIS_TURN) != 0) {
            return false;
        }
        if (strength == Knights.STRONG && s.improvements.level(seat, Track.POLITICS) < Knights.FORTRESS_LEVEL) {
            return false;
        }
        return castle.onBoard(seat, strength + 1) < PIECES_PER_STRENGTH;
    }

    /** a basic inactive knight for 1 wool and 1 ore on a free castle path. */
    public static void recruit(GameState s, Chronicle c, int seat, int path) {
        s.cards.pay(seat, Knights.RECRUIT);
        PathKnights.place(s, c, seat, path);
    }

    /** 1 grain; active from now, but it may not act this turn. */
    public static void activate(GameState s, Chronicle c, int seat, ActivatePathKnight action) {
        int path = action.path();
        s.cards.pay(seat, Knights.ACTIVATE);
        s.castle.knightFlags[path] |= CastleAndBarbarians.ACTIVE | CastleAndBarbarians.ACTIVATED_THIS_TURN;
        c.add(new PathKnightChanged(seat, KnightChange.ACTIVATED, path, path, s.castle.knightStrength[path], true));
    }

    /** 1 wool and 1 ore; one step stronger, on its path, as active as it was. */
    public static void promote(GameState s, Chronicle c, int seat, PromotePathKnight action) {
        int path = action.path();
        s.cards.pay(seat, Knights.PROMOTE);
        s.castle.knightStrength[path]++;
        s.castle.knightFlags[path] |= CastleAndBarbarians.PROMOTED_THIS_TURN;
        c.add(new PathKnightChanged(
                seat, KnightChange.PROMOTED, path, path, s.castle.knightStrength[path], s.castle.isActive(path)));
    }

    // --- the movement phase

    /** 5 paths for an active knight, 3 for an inactive one, whatever its strength. */
    static int reachOf(GameState s, int path) {
        return s.castle.isActive(path) ? ACTIVE_MOVE : PathKnights.MOVE;
    }

    /**
     * the displacements an unmoved knight able to act (active, not activated this turn,
     * ) may make: onto a weaker opponent's knight at most 3 paths away, where it may stop.
     */
    static void addDisplacements(GameState s, int seat, int from, int[] steps, OptionBuffer options) {
        CastleAndBarbarians castle = s.castle;
        int flags = castle.knightFlags[from];
        if ((flags & (CastleAndBarbarians.ACTIVE | CastleAndBarbarians.ACTIVATED_THIS_TURN))
                != CastleAndBarbarians.ACTIVE) {
            return;
        }
        for (int to = 0; to < steps.length; to++) {
            int other = castle.knightOwner[to];
            if (steps[to] > 0
                    && steps[to] <= PathKnights.MOVE
                    && other != BoardView.NOBODY
                    && other != seat
                    && !ForeignKnight.isForeign(
                            s, other) // both players' knight, moved only in the movement phase (a ruling)
                    && castle.knightStrength[to] < castle.knightStrength[from]
                    && PathKnights.mayEndOn(s, flags, to)) {
                options.add(new DisplacePathKnight(from, to));
            }
        }
    }

    /**
     * the knight moves onto the other's path and, its knight action made, is inactive; the
     * displaced knight, inactive, goes to the nearest free path where it may stop, at most 3 paths
     * away (fewest paths, then the lowest id), or back to its owner's supply when there is none (a
     * ruling, R-24.1.13).
     */
    public static void displace(GameState s, Chronicle c, int seat, DisplacePathKnight action) {
        CastleAndBarbarians castle = s.castle;
        int from = action.from();
        int to = action.to();
        int victim = castle.knightOwner[to];
        int victimFlags = castle.knightFlags[to] & ~CastleAndBarbarians.ACTIVE;
        int strength = castle.knightStrength[to];
        int refuge = refuge(s, to, victimFlags);
        if (refuge >= 0) {
            castle.moveKnight(to, refuge, PathKnights.leftFlag(s, victimFlags, refuge) | victimFlags);
        } else {
            castle.removeKnight(to);
        }
        int flags = castle.knightFlags[from] & ~CastleAndBarbarians.ACTIVE;
        castle.moveKnight(from, to, PathKnights.leftFlag(s, flags, to) | flags | CastleAndBarbarians.MOVED);
        c.add(new PathKnightMoved(seat, from, to, false));
        c.add(new PathKnightChanged(victim, KnightChange.DISPLACED, to, refuge, strength, false));
    }

    /** @return the free path nearest {@code at} (at most 3 paths) a knight with these flags may stop on, or -1 */
    private static int refuge(GameState s, int at, int flags) {
        int[] steps = PathKnights.distances(s, at, PathKnights.MOVE);
        for (int distance = 1; distance <= PathKnights.MOVE; distance++) {
            for (int path = 0; path < steps.length; path++) {
                if (steps[path] == distance
                        && s.castle.knightOwner[path] == BoardView.NOBODY
                        && PathKnights.mayEndOn(s, flags, path)) {
                    return path;
                }
            }
        }
        return -1;
    }
}
