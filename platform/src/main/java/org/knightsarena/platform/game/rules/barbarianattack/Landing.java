package org.knightsarena.platform.game.rules.barbarianattack;

import org.knightsarena.api.Ruleset;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** Barbarians landing on the coast and the conquest they make. */
public final class Landing {
    private Landing() {}

    /** the target with the base rules. */
    public static final int BASE_TARGET = 12;

    /** The barbarians a settlement or a city brings. */
    public static final int PER_BUILDING = 3;

    /** @return the target of Barbarian Attack with a ruleset: 12, or the ruleset's own plus 2 */
    public static int target(Ruleset ruleset) {
        return ruleset == Ruleset.BASE ? BASE_TARGET : ruleset.pointsToWin() + 2;
    }

    /**
     * one barbarian on the coastal hex with the 2 and one on the hex with the 12, after the
     * scenario's deck is shuffled.
     */
    public static void start(GameState s, Chronicle c) {
        s.castle.shuffleDeck(s.random);
        put(s, c, s.castle.landingHex(2));
        put(s, c, s.castle.landingHex(12));
    }

    /**
     * after a settlement or a city is built, three rolls put a barbarian each on the coastal
     * hex with the total; a 7 or a hex holding 3 is rolled again; once every coastal hex holds 3, none
     * land (a ruling).
     */
    public static void land(GameState s, Chronicle c) {
        for (int i = 0; i < PER_BUILDING && anyRoom(s); i++) {
            int hex;
            do {
                int[] dice = s.dice.roll(s.random);
                int total = dice[0] + dice[1];
                hex = total == 7 ? -1 : s.castle.landingHex(total);
            } while (hex < 0 || s.castle.barbarians[hex] >= CastleAndBarbarians.CONQUEST);
            put(s, c, hex);
        }
        refreshConquest(s);
    }

    private static boolean anyRoom(GameState s) {
        for (int total = 2; total <= 12; total++) {
            int hex = s.castle.landingHex(total);
            if (hex >= 0 && s.castle.barbarians[hex] < CastleAndBarbarians.CONQUEST) {
                return true;
            }
        }
        return false;
    }

    private static void put(GameState s, Chronicle c, int hex) {
        c.add(new BarbarianLanded(hex, ++s.castle.barbarians[hex]));
    }

    /**
     * recounts the points of each seat's buildings all of whose land hexes are conquered,
     * which do not count, and the harbours the seat owns only at such buildings, which it cannot
     * use; called whenever barbarians or buildings change.
     */
    public static void refreshConquest(GameState s) {
        Topology t = s.topology;
        java.util.Arrays.fill(s.castle.lostPoints, 0);
        int[] usable = new int[s.players];
        int[] besieged = new int[s.players];
        for (int node = 0; node < t.intersectionCount(); node++) {
            int kind = s.pieces.buildingKind[node];
            int owner = s.pieces.buildingOwner[node];
            if (kind == 0 || owner >= s.players) {
                continue;
            }
            Harbour harbour = s.board.harbour(node);
            int bit = harbour == Harbour.NONE ? 0 : 1 << harbour.ordinal();
            if (isBesieged(s, node)) {
                s.castle.lostPoints[owner] += kind;
                besieged[owner] |= bit;
            } else {
                usable[owner] |= bit;
            }
        }
        for (int p = 0; p < s.players; p++) {
            s.castle.lostHarbours[p] = besieged[p] & ~usable[p];
        }
    }

    /** @return whether every land hex next to an intersection is conquered */
    public static boolean isBesieged(GameState s, int node) {
        Topology t = s.topology;
        for (int k = 0, n = t.hexCountAt(node); k < n; k++) {
            if (!s.castle.conquered(t.hexAt(node, k))) {
                return false;
            }
        }
        return t.hexCountAt(node) > 0;
    }
}
