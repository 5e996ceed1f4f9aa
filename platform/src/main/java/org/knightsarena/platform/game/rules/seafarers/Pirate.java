package org.knightsarena.platform.game.rules.seafarers;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/**
 * The pirate of a Seafarers map (docs/rules/seafarers.md, R-23.6): where it may go, whom its mover
 * robs, and which ship paths it closes. On a map without sea it stands nowhere
 * ({@code figures.pirate} is NOBODY), so nothing here changes the standard island.
 */
public final class Pirate {
    private Pirate() {}

    /** @return whether the map has a pirate at all (a Seafarers map with sea) */
    public static boolean inPlay(GameState s) {
        return s.figures.pirate != BoardView.NOBODY;
    }

    /** the pirate goes to a sea hex other than its own. */
    public static boolean mayGoTo(GameState s, int hex) {
        return inPlay(s) && hex != s.figures.pirate && s.sea != null && !s.sea.landHex(hex);
    }

    public static void move(GameState s, Chronicle chronicle, int seat, int hex) {
        s.figures.pirate = hex;
        chronicle.add(new PirateMoved(seat, hex));
    }

    /**
     * whether the path is a side of the pirate's hex (both its ends are corners
     * of that hex), where no ship is built, and from or to which none is moved.
     */
    public static boolean blocks(GameState s, int path) {
        int hex = s.figures.pirate;
        if (hex == BoardView.NOBODY) {
            return false;
        }
        Topology t = s.topology;
        return isCorner(t, hex, t.end(path, 0)) && isCorner(t, hex, t.end(path, 1));
    }

    private static boolean isCorner(Topology t, int hex, int node) {
        for (int c = 0; c < 6; c++) {
            if (t.corner(hex, c) == node) {
                return true;
            }
        }
        return false;
    }

    /**
     * a bit set of the opponents with a ship on a side of the pirate's hex and a card in
     * hand, whom the thief may rob.
     */
    public static int victims(GameState s, int thief) {
        Topology t = s.topology;
        int hex = s.figures.pirate;
        int set = 0;
        for (int c = 0; c < 6; c++) {
            int path = t.pathBetween(t.corner(hex, c), t.corner(hex, (c + 1) % 6));
            int owner = s.ships.ownerOf(path);
            if (owner != BoardView.NOBODY && owner != thief && s.cards.handSize(owner) > 0) {
                set |= 1 << owner;
            }
        }
        return set;
    }
}
