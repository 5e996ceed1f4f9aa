package org.knightsarena.platform.game.rules.seafarers;

import org.knightsarena.api.event.IslandBonusEarned;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/** Special victory points for settling new islands (docs/rules/seafarers.md#R-23.9). */
public final class IslandBonuses {
    private IslandBonuses() {}

    /**
     * Called for every settlement placed.: a setup building makes its areas home areas.
     * any later settlement earns, once per area and player, the bonus of each foreign
     * area it stands in: the points are kept for good (nothing ever takes them back).
     */
    public static void settled(GameState s, Chronicle c, int seat, int node) {
        if (s.sea == null) {
            return;
        }
        MapAreas areas = s.sea.areas();
        int mask = areas.areaMaskAt(node);
        if (s.turn.phase() == Phase.SETUP_SETTLEMENT) {
            s.islands.homeAreas[seat] |= mask;
            return;
        }
        for (int unclaimed = unclaimed(s, seat, mask); unclaimed != 0; unclaimed &= unclaimed - 1) {
            int area = Integer.numberOfTrailingZeros(unclaimed);
            int bonus = areas.bonusVictoryPoints(area);
            if (bonus > 0) {
                s.islands.bonusAreas[seat] |= 1 << area;
                s.points.islandPoints[seat] += bonus;
                s.points.publicPoints[seat] += bonus;
                c.add(new IslandBonusEarned(seat, areas.areaId(area), bonus));
            }
        }
    }

    /**
     * the special points a settlement of {@code seat} at {@code node} would earn now, as
     * {@link #settled} would award them; what the agent API's view answers too.
     *
     * @return the bonus of each area at the node that is neither a home area of the seat nor one it
     *     has been paid for; 0 off Seafarers maps and during set-up
     */
    public static int bonusAt(GameState s, int seat, int node) {
        if (s.sea == null || s.turn.phase() == Phase.SETUP_SETTLEMENT) {
            return 0;
        }
        MapAreas areas = s.sea.areas();
        int bonus = 0;
        for (int unclaimed = unclaimed(s, seat, areas.areaMaskAt(node)); unclaimed != 0; unclaimed &= unclaimed - 1) {
            bonus += areas.bonusVictoryPoints(Integer.numberOfTrailingZeros(unclaimed));
        }
        return bonus;
    }

    /** @return the areas of {@code mask} the seat neither set up in nor has been paid for */
    private static int unclaimed(GameState s, int seat, int mask) {
        return mask & ~s.islands.homeAreas[seat] & ~s.islands.bonusAreas[seat];
    }
}
