package org.knightsarena.web.table;

import java.util.Objects;

/** A move a table did not take, with the reason for the person who sent it; the game is unchanged. */
public final class MoveRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why a move was refused. */
    public enum Reason {
        /** The move names a seat the caller does not play. */
        NOT_YOUR_SEAT,
        /** Another seat must decide now. */
        NOT_YOUR_TURN,
        /** The move answers a decision that is no longer pending: the game has moved on. */
        STALE,
        /** The move is not a legal answer to the pending decision. */
        ILLEGAL,
        /** The game has ended. */
        OVER
    }

    private final Reason reason;

    MoveRefused(Reason reason, String message) {
        super(message, null, false, false);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /** @return why */
    public Reason reason() {
        return reason;
    }
}
