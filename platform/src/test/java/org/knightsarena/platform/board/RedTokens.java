package org.knightsarena.platform.board;

/** Reads a dealt board for the token rule of, on whatever island it lies. */
final class RedTokens {

    private RedTokens() {}

    /** @return true when a 6 or 8 shares an edge with another 6 or 8 */
    static boolean adjacent(Board board) {
        Topology topology = board.topology();
        for (int hex = 0; hex < topology.hexCount(); hex++) {
            for (int k = 0; k < topology.hexNeighbourCount(hex); k++) {
                if (isRed(board.token(hex)) && isRed(board.token(topology.hexNeighbour(hex, k)))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isRed(int token) {
        return token == 6 || token == 8;
    }
}
