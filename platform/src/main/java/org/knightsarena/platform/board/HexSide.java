package org.knightsarena.platform.board;

/**
 * The six sides of a pointy-top hex in axial coordinates (docs/map-format.md, "The grid"): the
 * neighbour across each side and the two corners it joins, numbered clockwise from the top as
 * {@link Topology#corner} numbers them.
 */
public enum HexSide {
    /** North-east: towards (q + 1, r - 1), corners 0–1. */
    NE(1, -1, 0),
    /** East: towards (q + 1, r), corners 1–2. */
    E(1, 0, 1),
    /** South-east: towards (q, r + 1), corners 2–3. */
    SE(0, 1, 2),
    /** South-west: towards (q - 1, r + 1), corners 3–4. */
    SW(-1, 1, 3),
    /** West: towards (q - 1, r), corners 4–5. */
    W(-1, 0, 4),
    /** North-west: towards (q, r - 1), corners 5–0. */
    NW(0, -1, 5);

    private final int dq;
    private final int dr;
    private final int firstCorner;

    HexSide(int dq, int dr, int firstCorner) {
        this.dq = dq;
        this.dr = dr;
        this.firstCorner = firstCorner;
    }

    /** @return how q changes across this side */
    public int dq() {
        return dq;
    }

    /** @return how r changes across this side */
    public int dr() {
        return dr;
    }

    /** @return the corner where this side starts, clockwise from the top, 0 to 5 */
    public int firstCorner() {
        return firstCorner;
    }

    /** @return the corner where this side ends, the next one clockwise */
    public int secondCorner() {
        return (firstCorner + 1) % 6;
    }
}
