package org.knightsarena.platform.game.rules.seafarers;

import org.knightsarena.platform.game.state.GameState;

/**
 * Where a Seafarers map's sea keeps pieces out (docs/rules/seafarers.md): the checks the base
 * rules call, each true on the standard island, so the base game is unchanged there.
 */
public final class SeaRules {
    private SeaRules() {}

    /** a settlement or city stands only where land touches the intersection. */
    public static boolean buildingAllowed(GameState s, int node) {
        return s.sea == null || s.sea.landAt(node);
    }

    /** a setup building stands in a set-up area only. */
    public static boolean setupAllowed(GameState s, int node) {
        return s.sea == null || s.sea.setupAllowed(node);
    }

    /** a road lies on a land path or a coast, never between two sea hexes. */
    public static boolean roadAllowed(GameState s, int path) {
        return s.sea == null || s.sea.landPath(path);
    }

    /** the robber only ever stands on land. */
    public static boolean robberAllowed(GameState s, int hex) {
        return s.sea == null || s.sea.landHex(hex);
    }
}
