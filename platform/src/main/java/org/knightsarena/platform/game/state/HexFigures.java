package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.Objects;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.platform.board.Board;

/**
 * A slice of the state: the figures that stand on a hex, the robber, the merchant
 * and, on a Seafarers map, the pirate, with the resource of every hex, which is what either figure does something with
 * (the robber stops its production, the merchant lets its owner trade it 2:1). It owns its fields,
 * its copy and its part of a position (the {@code robber}; the {@code pirate} on a Seafarers map; {@code merchantHex} and
 * {@code merchantOwner} in {@code citiesAndKnights}). The fields stay plain and mutable, like the
 * rest of the state, so the rules read and write them without a call. Not thread-safe.
 */
public final class HexFigures {
    /** The hex the robber stands on. */
    public int robber;
    /** The sea hex the pirate stands on, or NOBODY on a map without sea. */
    public int pirate = BoardView.NOBODY;
    /** The hex the merchant stands on, or NOBODY before a Merchant card is played. */
    public int merchantHex = BoardView.NOBODY;
    /** The seat that placed the merchant last (it holds its victory point), or NOBODY. */
    public int merchantOwner = BoardView.NOBODY;
    /**
     * Hex: Card code of its resource, -1 for the desert. Derived from the board and never changed,
     * so copies share it; production looks it up on every roll, hence a plain array.
     */
    public final int[] hexResource;

    /** The robber on the desert, no merchant yet. */
    public HexFigures(Board board) {
        robber = board.desert();
        hexResource = resourcesOf(board);
    }

    private HexFigures(HexFigures o) {
        robber = o.robber;
        pirate = o.pirate;
        merchantHex = o.merchantHex;
        merchantOwner = o.merchantOwner;
        hexResource = o.hexResource;
    }

    /** @return an independent copy */
    public HexFigures copy() {
        return new HexFigures(this);
    }

    private static int[] resourcesOf(Board board) {
        int[] codes = new int[board.topology().hexCount()];
        for (int hex = 0; hex < codes.length; hex++) {
            codes[hex] = board.terrain(hex).resource().map(Card::code).orElse(-1);
        }
        return codes;
    }

    /** @return whether the merchant is still in the box, as in every base game */
    public boolean noMerchant() {
        return merchantHex == BoardView.NOBODY && merchantOwner == BoardView.NOBODY;
    }

    // ---------------------------------------------------------------- position

    /** Writes the position's {@code robber}. */
    public void writeRobber(PositionNode root) {
        root.put("robber", robber);
    }

    /** Reads the position's {@code robber}. */
    public void readRobber(PositionFields root, boolean offBoard) {
        // a Seafarers map without a desert starts the robber off the board (-1, R-23.10.2)
        robber = root.integer("robber", offBoard ? -1 : 0, hexResource.length - 1);
    }

    /** Writes the position's {@code pirate} (a Seafarers map only). */
    public void writePirate(PositionNode root) {
        root.put("pirate", pirate);
    }

    /** Reads the position's {@code pirate} (a Seafarers map only; -1 on a map without sea). */
    public void readPirate(PositionFields root) {
        pirate = root.integer("pirate", BoardView.NOBODY, hexResource.length - 1);
    }

    /** Writes the merchant into the position's {@code citiesAndKnights} object. */
    public void writeMerchant(PositionNode ck) {
        ck.put("merchantHex", merchantHex);
        ck.put("merchantOwner", merchantOwner);
    }

    /** Reads the merchant from the position's {@code citiesAndKnights} object. */
    public void readMerchant(PositionFields ck, int players) {
        merchantHex = ck.integer("merchantHex", BoardView.NOBODY, hexResource.length - 1);
        merchantOwner = ck.integer("merchantOwner", BoardView.NOBODY, players - 1);
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof HexFigures o
                && robber == o.robber
                && pirate == o.pirate
                && merchantHex == o.merchantHex
                && merchantOwner == o.merchantOwner
                && Arrays.equals(hexResource, o.hexResource);
    }

    @Override
    public int hashCode() {
        return Objects.hash(robber, pirate, merchantHex, merchantOwner, Arrays.hashCode(hexResource));
    }
}
