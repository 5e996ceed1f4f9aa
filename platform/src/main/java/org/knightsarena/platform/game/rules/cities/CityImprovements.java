package org.knightsarena.platform.game.rules.cities;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.ImprovementBuilt;
import org.knightsarena.api.event.MetropolisPlaced;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Improvements;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;

/**
 * City improvements and metropolises. While a metropolis waits for its owner to
 * choose a city, {@code metropolisOwner} is already the new owner and {@code metropolisNode}
 * is {@link BoardView#NOBODY}; its points count once it stands on a city.
 */
public final class CityImprovements {
    /** a metropolis adds 2 points to its city. */
    public static final int METROPOLIS_POINTS = 2;

    public static final int METROPOLIS_LEVEL = 4;
    private static final Track[] TRACKS = Track.values();
    private static final BuildImprovement[] BUILDS = {
        new BuildImprovement(Track.SCIENCE), new BuildImprovement(Track.TRADE), new BuildImprovement(Track.POLITICS)
    };
    private static final PlaceMetropolis[] PLACES = new PlaceMetropolis[128];

    static {
        for (int i = 0; i < PLACES.length; i++) {
            PLACES[i] = new PlaceMetropolis(i);
        }
    }

    private CityImprovements() {}

    public static int level(GameState s, int seat, Track track) {
        return s.improvements.level(seat, track);
    }

    /** @return whether a metropolis stands on {@code node} */
    static boolean isMetropolis(GameState s, int node) {
        int[] m = s.improvements.metropolisNode;
        return m[0] == node || m[1] == node || m[2] == node;
    }

    /** @return the seat's cities without a metropolis */
    public static NodeSet ordinaryCities(GameState s, int seat) {
        NodeSet set = s.pieces.cityNodes.get(seat);
        int[] m = s.improvements.metropolisNode;
        for (int track = 0; track < m.length; track++) {
            if (m[track] != BoardView.NOBODY) {
                set.remove(m[track]);
            }
        }
        return set;
    }

    /** @return whether the seat has at least one city, a metropolis included */
    public static boolean hasCity(GameState s, int seat) {
        return !s.pieces.cityNodes.isEmpty(seat);
    }

    /**
     * the next level exists, is paid for, the seat owns a
     * city, and levels 4 and 5 need an ordinary city unless the seat holds that metropolis.
     */
    static boolean canBuild(GameState s, int seat, Track track) {
        int next = level(s, seat, track) + 1;
        if (next > Track.MAX_LEVEL || s.cards.count(seat, track.commodity()) < next) {
            return false;
        }
        if (next < METROPOLIS_LEVEL) {
            return hasCity(s, seat);
        }
        return s.improvements.metropolisOwner[track.ordinal()] == seat
                || !ordinaryCities(s, seat).isEmpty();
    }

    public static void addOptions(GameState s, int seat, OptionBuffer options) {
        for (Track track : TRACKS) {
            if (canBuild(s, seat, track)) {
                options.add(BUILDS[track.ordinal()]);
            }
        }
    }

    /**
     * Builds the next level; at level 4 the first builder takes the metropolis, at level
     * 5 it is taken from a holder still at level 4 and is then locked.
     *
     * @return {@link Continuation#serveOwed} back to the phase it was built in (the main phase, or
     *     the special build phase, R-24.4.3) when the owner owes the choice of a city for the
     *     metropolis, else {@link Continuation#NONE}
     */
    public static Continuation build(GameState s, Chronicle c, int seat, Track track) {
        int t = track.ordinal();
        int level = ++s.improvements.levels[seat * Improvements.TRACKS + t];
        s.cards.payOne(seat, track.commodity(), level);
        c.add(new ImprovementBuilt(seat, track, level));
        int holder = s.improvements.metropolisOwner[t];
        if (level < METROPOLIS_LEVEL || holder == seat) {
            return Continuation.NONE;
        }
        if (holder != BoardView.NOBODY) {
            if (level < Track.MAX_LEVEL || level(s, holder, track) == Track.MAX_LEVEL) {
                return Continuation.NONE;
            }
            s.points.publicPoints[holder] -= METROPOLIS_POINTS;
            s.improvements.metropolisNode[t] = BoardView.NOBODY;
        }
        s.improvements.metropolisOwner[t] = seat;
        NodeSet cities = ordinaryCities(s, seat);
        if (cities.size() == 1) {
            place(s, c, seat, track, cities.next(0));
            return Continuation.NONE;
        }
        s.turn.owe(Phase.METROPOLIS_CITY, seat);
        // back to the main phase, or to the special build phase
        return Continuation.serveOwed(s.turn.phase());
    }

    /** @return the track whose metropolis waits for the seat to choose a city */
    public static Track waiting(GameState s, int seat) {
        for (Track track : TRACKS) {
            if (s.improvements.metropolisOwner[track.ordinal()] == seat
                    && s.improvements.metropolisNode[track.ordinal()] == BoardView.NOBODY) {
                return track;
            }
        }
        throw new IllegalStateException("no metropolis waits for seat " + seat);
    }

    public static List<Action> cityOptions(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        NodeSet cities = ordinaryCities(s, seat);
        for (int node = cities.next(0); node >= 0; node = cities.next(node + 1)) {
            options.add(PLACES[node]);
        }
        return options.toList();
    }

    public static void place(GameState s, Chronicle c, int seat, Track track, int node) {
        s.improvements.metropolisNode[track.ordinal()] = node;
        s.points.publicPoints[seat] += METROPOLIS_POINTS;
        c.add(new MetropolisPlaced(seat, track, node));
    }
}
