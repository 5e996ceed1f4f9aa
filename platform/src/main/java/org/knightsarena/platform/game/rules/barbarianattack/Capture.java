package org.knightsarena.platform.game.rules.barbarianattack;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GoldChanged;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** Captures after the movement phase and the casualties they cost. */
public final class Capture {
    private Capture() {}

    /** the gold a fallen knight's owner takes, and the die faces that make a casualty. */
    public static final int CASUALTY_GOLD = 3;

    public static final int CASUALTY_FACES = 2;

    /**
     * Frees every hex whose paths carry more knights than it has barbarians, in hex order; a knight
     * counts its strength (1 with the base rules; 1 to 3 with C&amp;K pieces, a ruling, R-24.1.12).
     */
    public static void afterMovement(GameState s, Chronicle c, int mover) {
        boolean freed = false;
        for (int hex = 0; hex < s.castle.barbarians.length; hex++) {
            int barbarians = s.castle.barbarians[hex];
            if (barbarians > 0 && knightsAround(s, hex, null) > barbarians) {
                capture(s, c, mover, hex);
                freed = true;
            }
        }
        if (freed) {
            Landing.refreshConquest(s);
        }
    }

    /** @return the strength of the knights on a hex's six paths, counted per owner into {@code perSeat} when given */
    static int knightsAround(GameState s, int hex, int[] perSeat) {
        Topology t = s.topology;
        int knights = 0;
        for (int k = 0; k < 6; k++) {
            int path = t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
            int owner = s.castle.knightOwner[path];
            if (owner != BoardView.NOBODY && !NeutralPathKnights.isNeutral(s, owner)) { // they only block
                int strength = s.castle.knightStrength[path];
                knights += strength;
                if (perSeat != null) {
                    perSeat[owner] += strength;
                }
            }
        }
        return knights;
    }

    /**
     * the barbarians go to the knights' owners, the mover first and then in seat order, one
     * per knight (per strength point with C&amp;K pieces) each until none are left (a ruling); then: a die per knight there, a 1 or 2
     * sends it back to its owner's supply for 3 gold (a ruling).
     */
    private static void capture(GameState s, Chronicle c, int mover, int hex) {
        int[] perSeat =
                new int[s.castle.knightsLeft.length]; // the Foreign Knight's colour too, which takes none
        knightsAround(s, hex, perSeat);
        int left = s.castle.barbarians[hex];
        List<Integer> taken = new ArrayList<>(s.players);
        for (int p = 0; p < s.players; p++) {
            taken.add(0);
        }
        for (int i = 0, seat = mover; i < s.players && left > 0; i++, seat = s.next(seat)) {
            int take = Math.min(left, perSeat[seat]);
            s.castle.prisoners[seat] += take;
            taken.set(seat, take);
            left -= take;
        }
        s.castle.barbarians[hex] = 0;
        c.add(new BarbariansCaptured(hex, taken));
        Topology t = s.topology;
        for (int k = 0; k < 6; k++) {
            int path = t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
            int owner = s.castle.knightOwner[path];
            if (owner != BoardView.NOBODY
                    && !ForeignKnight.isForeign(s, owner) // never a casualty, and no die rolled for it
                    && !NeutralPathKnights.isNeutral(s, owner) // not in the fight, so no casualty
                    && s.dice.rollOne(s.random) <= CASUALTY_FACES) {
                s.castle.removeKnight(path);
                c.add(new KnightCasualty(owner, path));
                earnGold(s, c, owner, CASUALTY_GOLD);
            }
        }
    }

    static void earnGold(GameState s, Chronicle c, int seat, int gold) {
        s.castle.gold[seat] += gold;
        c.add(new GoldChanged(seat, gold, s.castle.gold[seat]));
    }
}
