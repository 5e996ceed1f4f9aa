package org.knightsarena.platform.game.state;

/**
 * The flags of the knight on one intersection, packed in a byte ({@code GameState.knightFlags}):
 * active, activated during this turn, promoted during this turn. This class
 * alone knows the bits; the rules ask and change flags through it. Static methods over the byte,
 * so the hot path allocates nothing.
 */
public final class KnightFlags {
    /** An inactive knight that has done nothing this turn. */
    public static final byte NONE = 0;

    private static final int ACTIVE = 1;
    private static final int ACTIVATED_THIS_TURN = 2;
    private static final int PROMOTED_THIS_TURN = 4;
    private static final int KNOWN = ACTIVE | ACTIVATED_THIS_TURN | PROMOTED_THIS_TURN;

    private KnightFlags() {}

    /** @return the flags with these three values */
    public static byte of(boolean active, boolean activatedThisTurn, boolean promotedThisTurn) {
        return (byte) ((active ? ACTIVE : 0)
                | (activatedThisTurn ? ACTIVATED_THIS_TURN : 0)
                | (promotedThisTurn ? PROMOTED_THIS_TURN : 0));
    }

    public static boolean active(int flags) {
        return (flags & ACTIVE) != 0;
    }

    public static boolean activatedThisTurn(int flags) {
        return (flags & ACTIVATED_THIS_TURN) != 0;
    }

    public static boolean promotedThisTurn(int flags) {
        return (flags & PROMOTED_THIS_TURN) != 0;
    }

    /** §9.4: active, and not activated during this turn. */
    public static boolean canAct(int flags) {
        return (flags & (ACTIVE | ACTIVATED_THIS_TURN)) == ACTIVE;
    }

    /** @return whether every set bit is one of the three flags (a position can hold them all) */
    public static boolean known(int flags) {
        return (flags & ~KNOWN) == 0;
    }

    /** @return the flags after the knight is activated now: it may not act this turn */
    public static byte activated(int flags) {
        return (byte) (flags | ACTIVE | ACTIVATED_THIS_TURN);
    }

    /** @return the flags after the knight is promoted now (R-9.3.3: once a turn) */
    public static byte promoted(int flags) {
        return (byte) (flags | PROMOTED_THIS_TURN);
    }

    /** @return the flags after the knight becomes inactive, the per-turn flags kept */
    public static byte deactivated(int flags) {
        return (byte) (flags & ~ACTIVE);
    }

    /** @return the flags at the start of the next turn: only whether it is active */
    public static byte nextTurn(int flags) {
        return (byte) (flags & ACTIVE);
    }
}
