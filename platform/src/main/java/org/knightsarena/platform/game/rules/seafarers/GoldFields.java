package org.knightsarena.platform.game.rules.seafarers;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.event.GoldChosen;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/**
 * Gold fields (docs/rules/seafarers.md#R-23.5): who is owed how many picks, who chooses next, and
 * one pick taken. The picks are owed in {@code GameState.islands.goldOwed} and asked one at a
 * time in the {@code GOLD} phase, so each is limited to what the bank holds at that moment.
 */
public final class GoldFields {
    private GoldFields() {}

    /**
     * after a roll's ordinary production, each settlement next to a gold field
     * with the rolled number is owed 1 pick and each city 2; the robber's hex pays nothing. Nothing
     * is owed when the bank holds no resource.
     *
     * @return the seats owed at least one pick, as bits
     */
    public static int oweForRoll(GameState s, int roll) {
        if (s.sea == null || !s.cards.anyResourceInBank()) {
            return 0;
        }
        int owed = 0;
        Topology t = s.topology;
        for (int k = 0, n = s.board.hexCountForRoll(roll); k < n; k++) {
            int hex = s.board.hexForRoll(roll, k);
            if (hex == s.figures.robber || s.board.terrain(hex) != Terrain.GOLD) {
                continue;
            }
            for (int c = 0; c < 6; c++) {
                int node = t.corner(hex, c);
                int size = s.pieces.buildingKind[node];
                if (size != 0) {
                    int owner = s.pieces.buildingOwner[node];
                    s.islands.goldOwed[owner] += size;
                    owed |= 1 << owner;
                }
            }
        }
        return owed;
    }

    /**
     * a setup building that pays starting resources is owed 1 pick per gold field beside
     * it (the robber does not stop starting resources).
     *
     * @return whether the seat is owed any pick
     */
    public static boolean oweForSetup(GameState s, int seat, int node) {
        if (s.sea == null || !s.cards.anyResourceInBank()) {
            return false;
        }
        Topology t = s.topology;
        for (int k = 0, n = t.hexCountAt(node); k < n; k++) {
            if (s.board.terrain(t.hexAt(node, k)) == Terrain.GOLD) {
                s.islands.goldOwed[seat]++;
            }
        }
        return s.islands.goldOwed[seat] > 0;
    }

    /** the seat that chooses next, in seat order from the active seat; NOBODY when none is owed. */
    public static int nextChooser(GameState s) {
        for (int i = 0, p = s.turn.active; i < s.players; i++, p = s.next(p)) {
            if (s.islands.goldOwed[p] > 0) {
                return p;
            }
        }
        return BoardView.NOBODY;
    }

    /**
     * Takes one validated pick (a resource the bank holds, never a commodity: ). Once the
     * bank holds no resource, the picks still owed lapse.
     *
     * @return {@code NONE} while picks are owed; once none is: {@code PROCEED} after a Cities &amp;
     *         Knights roll (its owed decisions come next), else {@code END_INTERRUPT} (back to the
     *         main phase, or the setup road)
     */
    public static Continuation take(GameState s, Chronicle c, int seat, Card resource) {
        s.cards.receiveOne(seat, resource, 1);
        s.islands.goldOwed[seat]--;
        c.add(new GoldChosen(seat, resource));
        if (!s.cards.anyResourceInBank()) {
            java.util.Arrays.fill(s.islands.goldOwed, 0);
        }
        if (s.islands.anyGoldOwed()) {
            return Continuation.NONE;
        }
        return s.isCitiesAndKnights() && s.turn.number > 0 ? Continuation.PROCEED : Continuation.END_INTERRUPT;
    }
}
