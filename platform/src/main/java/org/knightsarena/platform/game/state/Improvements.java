package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Track;

/**
 * A slice of the state: the city improvements (R-7.1: each seat's level on the three tracks), the
 * metropolises and the city walls (R-6.4: which cities have one, and each seat's walls in
 * supply). It owns its arrays, their copy and their part of a position (each seat's
 * {@code levels} and {@code wallsLeft}, the {@code metropolises} of {@code citiesAndKnights}, a
 * building's {@code wall}). The arrays stay plain, like the rest of the state, so that the rules
 * read them without a call; they are empty in the base game. Not thread-safe.
 */
public final class Improvements {
    /** The improvement tracks: trade, politics, science. */
    public static final int TRACKS = 3;
    /** City walls in each seat's supply at the start. */
    public static final int WALLS = 3;
    /** the level that gives a track's permanent ability. */
    static final int ABILITY_LEVEL = 3;

    public int[] levels = new int[0]; // seat * TRACKS + track: improvement level 0..5
    public final int[] metropolisOwner; // track: NOBODY when no metropolis stands
    public final int[] metropolisNode; // track: the city holding it
    public byte[] wall = new byte[0]; // intersection: 1 when a wall stands under the city there
    public int[] wallsLeft = new int[0]; // seat

    Improvements() {
        metropolisOwner = nobody();
        metropolisNode = nobody();
    }

    private Improvements(Improvements o) {
        levels = o.levels.clone();
        metropolisOwner = o.metropolisOwner.clone();
        metropolisNode = o.metropolisNode.clone();
        wall = o.wall.clone();
        wallsLeft = o.wallsLeft.clone();
    }

    private static int[] nobody() {
        int[] a = new int[TRACKS];
        Arrays.fill(a, BoardView.NOBODY);
        return a;
    }

    /** Sets up the Cities &amp; Knights arrays: no levels, no walls built. */
    public void start(int players, int intersections) {
        levels = new int[players * TRACKS];
        wall = new byte[intersections];
        wallsLeft = new int[players];
        Arrays.fill(wallsLeft, WALLS);
    }

    /** @return an independent copy */
    Improvements copy() {
        return new Improvements(this);
    }

    /** @return the seat's level on a track */
    public int level(int seat, Track track) {
        return levels[seat * TRACKS + track.ordinal()];
    }

    /** @return whether the seat has reached the track's permanent ability (level 3) */
    public boolean hasAbility(int seat, Track track) {
        return level(seat, track) >= ABILITY_LEVEL;
    }

    /** @return the number of walls the seat has on the board (R-6.4.3: each raises the hand limit on a seven) */
    public int wallsOnBoard(int seat) {
        return WALLS - wallsLeft[seat];
    }

    /** @return whether a wall stands on the intersection (always false in the base game) */
    boolean walled(int node) {
        return wall.length != 0 && wall[node] != 0;
    }

    /** @return whether no metropolis stands, as in every base game */
    public boolean noMetropolis() {
        return metropolisOwner[0] == BoardView.NOBODY
                && metropolisOwner[1] == BoardView.NOBODY
                && metropolisOwner[2] == BoardView.NOBODY;
    }

    // ---------------------------------------------------------------- position

    /** Writes the seat's {@code levels} and {@code wallsLeft}. */
    public void writeSeat(int p, PositionNode seat) {
        PositionNode node = seat.putObject("levels");
        for (Track t : Track.values()) {
            node.put(t.name(), level(p, t));
        }
        seat.put("wallsLeft", wallsLeft[p]);
    }

    /** Reads the seat's {@code levels} and {@code wallsLeft}. */
    public void readSeat(int p, PositionFields seat) {
        PositionFields node = seat.object("levels");
        for (Track t : Track.values()) {
            levels[p * TRACKS + t.ordinal()] = node.integer(t.name(), 0, Track.MAX_LEVEL);
        }
        node.done();
        wallsLeft[p] = seat.integer("wallsLeft", 0, WALLS);
    }

    /** Writes the {@code metropolises} of the position's {@code citiesAndKnights} object. */
    public void writeMetropolises(PositionNode ck) {
        PositionNode metropolises = ck.putArray("metropolises");
        for (Track t : Track.values()) {
            PositionNode m = metropolises.addObject();
            m.put("track", t.name());
            m.put("owner", metropolisOwner[t.ordinal()]);
            m.put("intersection", metropolisNode[t.ordinal()]);
        }
    }

    /** Reads the {@code metropolises} of the position's {@code citiesAndKnights} object. */
    public void readMetropolises(PositionFields ck, int players, int intersections) {
        List<PositionNode> metropolises = ck.arrayOf("metropolises", TRACKS);
        for (Track t : Track.values()) {
            PositionFields m =
                    PositionFields.of(metropolises.get(t.ordinal()), ck.at("metropolises") + "[" + t.ordinal() + "]");
            if (m.enumValue("track", Track.class) != t) {
                throw PositionFields.fail(m.at("track"), "must be " + t.name() + " (tracks in order)");
            }
            metropolisOwner[t.ordinal()] = m.integer("owner", BoardView.NOBODY, players - 1);
            metropolisNode[t.ordinal()] = m.integer("intersection", BoardView.NOBODY, intersections - 1);
            m.done();
        }
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof Improvements o
                && Arrays.equals(levels, o.levels)
                && Arrays.equals(metropolisOwner, o.metropolisOwner)
                && Arrays.equals(metropolisNode, o.metropolisNode)
                && Arrays.equals(wall, o.wall)
                && Arrays.equals(wallsLeft, o.wallsLeft);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(levels) + Arrays.hashCode(wall)) + Arrays.hashCode(wallsLeft);
    }
}
