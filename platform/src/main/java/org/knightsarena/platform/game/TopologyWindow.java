package org.knightsarena.platform.game;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.platform.board.Topology;

/**
 * The part of a seat's {@link BoardView} that only reads the board's fixed shape: hexes,
 * intersections and paths and how they meet, the same for every seat and every moment of a game.
 * {@link BoardWindow} adds what lies on the board.
 */
abstract class TopologyWindow implements BoardView {

    /** @return the shape of the board being viewed */
    abstract Topology topology();

    @Override
    public int hexCount() {
        return topology().hexCount();
    }

    @Override
    public int intersectionCount() {
        return topology().intersectionCount();
    }

    @Override
    public int pathCount() {
        return topology().pathCount();
    }

    @Override
    public int corner(int hex, int k) {
        return topology().corner(hex, k);
    }

    @Override
    public int hexCountAt(int intersection) {
        return topology().hexCountAt(intersection);
    }

    @Override
    public int hexAt(int intersection, int k) {
        return topology().hexAt(intersection, k);
    }

    @Override
    public int neighbourCount(int intersection) {
        return topology().neighbourCount(intersection);
    }

    @Override
    public int neighbour(int intersection, int k) {
        return topology().neighbour(intersection, k);
    }

    @Override
    public int pathAt(int intersection, int k) {
        return topology().pathAt(intersection, k);
    }

    @Override
    public int end(int path, int end) {
        return topology().end(path, end);
    }
}
