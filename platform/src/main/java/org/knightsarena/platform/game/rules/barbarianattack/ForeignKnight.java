package org.knightsarena.platform.game.rules.barbarianattack;

import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;

/**
 * The Foreign Knight of Barbarian Attack played as Catan for Two: one knight of
 * the first neutral colour, which enters on a free castle path, chosen by the player who placed the
 * first knight, right after that knight; in each movement phase the active player may move it, by
 * the rules of an inactive knight (up to 3 paths, never for grain), once their own knights are done:
 * moving it closes their own moves. It counts in captures but takes no prisoners and is never a
 * casualty ({@link Capture}).
 */
public final class ForeignKnight {
    private ForeignKnight() {}

    /** @return whether the table has a Foreign Knight: Barbarian Attack at 2 players */
    public static boolean inGame(GameState s) {
        return s.castle.foreignColour >= 0;
    }

    /** @return whether it is still waiting to enter: the first knight has not been placed yet */
    public static boolean waiting(GameState s) {
        return inGame(s) && s.castle.knightsLeft[s.castle.foreignColour] > 0;
    }

    /** @return whether a colour is the Foreign Knight's */
    public static boolean isForeign(GameState s, int colour) {
        return inGame(s) && colour == s.castle.foreignColour;
    }

    /** @return the path it stands on, or -1 before it enters */
    public static int path(GameState s) {
        for (int path = 0; inGame(s) && path < s.castle.knightOwner.length; path++) {
            if (s.castle.knightOwner[path] == s.castle.foreignColour) {
                return path;
            }
        }
        return -1;
    }

    /** Adds a {@code PlacePathKnight} per free castle path, where it enters. */
    public static void addEntries(GameState s, OptionBuffer options) {
        PathKnights.addPlacements(s, true, options);
    }

    /** Puts it on a castle path. */
    public static void enter(GameState s, Chronicle c, int path) {
        s.castle.placeKnight(s.castle.foreignColour, path, 0);
        c.add(new PathKnightPlaced(s.castle.foreignColour, path));
    }

    /** @return whether the active player may still move it in this movement phase */
    public static boolean canMove(GameState s) {
        int path = path(s);
        return path >= 0 && (s.castle.knightFlags[path] & CastleAndBarbarians.MOVED) == 0;
    }

    /** @return whether it has moved in this movement phase, which closes the mover's own moves */
    public static boolean movedThisPhase(GameState s) {
        int path = path(s);
        return path >= 0 && (s.castle.knightFlags[path] & CastleAndBarbarians.MOVED) != 0;
    }

    /** Adds a {@code MovePathKnight} per stop it may reach now, up to 3 paths. */
    public static void addMoves(GameState s, OptionBuffer options) {
        if (canMove(s)) {
            PathKnights.addMovesOf(s, path(s), PathKnights.MOVE, options);
        }
    }

    /** Moves it for the active player, free; it stays the neutral colour's. */
    public static void move(GameState s, Chronicle c, MovePathKnight move) {
        PathKnights.relocate(s, move, s.castle.knightFlags[move.from()]);
        c.add(new PathKnightMoved(s.castle.foreignColour, move.from(), move.to(), false));
    }
}
