package org.knightsarena.platform.game.state;

import org.knightsarena.api.board.Terrain;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.board.SeaMap;
import org.knightsarena.platform.board.Topology;

/**
 * What a Seafarers map adds to the board for the rules: which hexes,
 * intersections and paths are land, and where setup buildings may stand, worked out once from the
 * dealt {@link SeaMap}. Immutable, so every copy of a state shares it; a state on the standard
 * island has none ({@code GameState.sea} is null).
 */
public final class SeaLayout {
    private final SeaMap map;
    private final boolean[] landHex;
    private final boolean[] landPath;
    private final boolean[] shipPath;

    public SeaLayout(SeaMap map) {
        this.map = map;
        Topology t = map.board().topology();
        landHex = new boolean[t.hexCount()];
        for (int hex = 0; hex < landHex.length; hex++) {
            landHex[hex] = map.board().terrain(hex) != Terrain.SEA;
        }
        landPath = new boolean[t.pathCount()];
        for (int path = 0; path < landPath.length; path++) {
            landPath[path] = touchesLand(t, path);
        }
        shipPath = new boolean[t.pathCount()];
        for (int path = 0; path < shipPath.length; path++) {
            shipPath[path] = landHexesBeside(t, path) < 2;
        }
    }

    /** how many land hexes lie on the path's two sides (fewer than two hexes: the frame, sea). */
    private int landHexesBeside(Topology t, int path) {
        int a = t.end(path, 0);
        int b = t.end(path, 1);
        int land = 0;
        for (int i = 0; i < t.hexCountAt(a); i++) {
            int hex = t.hexAt(a, i);
            for (int j = 0; j < t.hexCountAt(b); j++) {
                if (t.hexAt(b, j) == hex && landHex[hex]) {
                    land++;
                }
            }
        }
        return land;
    }

    /** a land path or a coast has a land hex on one of its sides, a sea path none. */
    private boolean touchesLand(Topology t, int path) {
        return landHexesBeside(t, path) > 0;
    }

    /** @return the dealt map: its file (name, target), areas and starts */
    public SeaMap map() {
        return map;
    }

    public MapAreas areas() {
        return map.areas();
    }

    /** @return whether the hex is land (the desert and gold fields count); the robber only goes there */
    public boolean landHex(int hex) {
        return landHex[hex];
    }

    /** @return whether a settlement or city may stand on the intersection at all */
    public boolean landAt(int node) {
        return map.areas().landAt(node);
    }

    /** @return whether a setup building may stand on the intersection */
    public boolean setupAllowed(int node) {
        return map.areas().setupAllowed(node);
    }

    /** @return whether a ship may lie on the path: a sea path or a coast, never a land path */
    public boolean shipPath(int path) {
        return shipPath[path];
    }

    /** @return whether a road may lie on the path: a land path or a coast, never a sea path */
    public boolean landPath(int path) {
        return landPath[path];
    }
}
