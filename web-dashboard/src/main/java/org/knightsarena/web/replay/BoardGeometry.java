package org.knightsarena.web.replay;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.platform.board.ExtensionMap;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.TableComponents;

/**
 * Where the board's places are, for drawing: taken from the engine's {@link Topology} so that the
 * browser uses the same ids as the chronicle and never numbers the board itself. Coordinates are
 * in hex sizes (centre to corner 1), origin at the centre hex, y downwards.
 *
 * @param hexes         hex centres by hex id
 * @param intersections intersection positions by intersection id
 * @param paths         each path's two intersections, by path id
 * @param harbours      each harbour slot's two intersections, by slot
 */
public record BoardGeometry(
        List<Point> hexes, List<Point> intersections, List<List<Integer>> paths, List<List<Integer>> harbours) {

    /** A position, rounded to 4 decimals to keep the JSON small. */
    public record Point(double x, double y) {
        static Point of(double x, double y) {
            return new Point(Math.round(x * 10_000) / 10_000.0, Math.round(y * 10_000) / 10_000.0);
        }
    }

    /** Copies the lists. */
    public BoardGeometry {
        hexes = List.copyOf(hexes);
        intersections = List.copyOf(intersections);
        paths = List.copyOf(paths);
        harbours = List.copyOf(harbours);
    }

    private static final BoardGeometry STANDARD = of(Topology.standard());
    private static final BoardGeometry EXTENSION = of(ExtensionMap.topology());

    /** @return the geometry of the standard board */
    public static BoardGeometry standard() {
        return STANDARD;
    }

    /**
     * @param players the seats at the table
     * @return the standard board's geometry for 3 or 4 players, the 5–6 player island's 30 hexes
     *     for 5 or 6
     */
    public static BoardGeometry forPlayers(int players) {
        return TableComponents.isExtension(players) ? EXTENSION : STANDARD;
    }

    /** @return the geometry of any topology: the standard island, the 5–6 player one or a map file's */
    static BoardGeometry of(Topology t) {
        List<Point> hexes = new ArrayList<>();
        for (int h = 0; h < t.hexCount(); h++) {
            hexes.add(Point.of(t.hexX(h), t.hexY(h)));
        }
        List<Point> intersections = new ArrayList<>();
        for (int i = 0; i < t.intersectionCount(); i++) {
            intersections.add(Point.of(t.intersectionX(i), t.intersectionY(i)));
        }
        List<List<Integer>> paths = new ArrayList<>();
        for (int p = 0; p < t.pathCount(); p++) {
            paths.add(List.of(t.end(p, 0), t.end(p, 1)));
        }
        List<List<Integer>> harbours = new ArrayList<>();
        for (int s = 0; s < t.harbourSlotCount(); s++) {
            harbours.add(List.of(t.harbourIntersection(s, 0), t.harbourIntersection(s, 1)));
        }
        return new BoardGeometry(hexes, intersections, paths, harbours);
    }
}
