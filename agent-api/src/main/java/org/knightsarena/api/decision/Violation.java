package org.knightsarena.api.decision;

import java.util.Locale;
import java.util.Objects;

/**
 * Why an answer is not legal for a decision: a stable {@link Reason} that tests and bots can
 * match on, beside the message written for people.
 *
 * <p>Immutable and thread-safe.
 *
 * @param reason  what kind of mistake it is, never null
 * @param message what is wrong, naming the answer and the rule, never null; its wording may
 *                change between versions, the reason does not
 * @since 0.2
 */
public record Violation(Reason reason, String message) {

    /** Why an answer was refused. Persist {@link #id()}, never the ordinal. */
    public enum Reason {
        /** The answer is not one of the decision's listed {@link Decision#options()}. */
        NOT_AN_OPTION,
        /** A free-form answer of the wrong action type, such as a discard answered with {@code EndTurn}. */
        WRONG_ACTION,
        /** The answer hands over more or fewer cards than the decision asks for. */
        WRONG_COUNT,
        /** The answer names cards that the hand in question does not hold. */
        NOT_IN_HAND,
        /** A trade offer when the player has made the turn's last one. */
        NO_OFFERS_LEFT,
        /** A trade offer naming a kind of card that may not change hands between players here. */
        NOT_TRADABLE;

        /** @return the stable name: lower case, words joined by {@code -}, such as {@code not-in-hand} */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** @throws NullPointerException if an argument is null */
    public Violation {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
    }
}
