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
        int unclaimed = mask & ~s.islands.homeAreas[seat] & ~s.islands.bonusAreas[seat];
        for (; unclaimed != 0; unclaimed &= unclaimed - 1) {
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
}
