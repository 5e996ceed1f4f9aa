package org.knightsarena.api.action;

/**
 * Declines the trade on offer. Answers {@code RespondToOffer}.
 *
 * @since 0.1
 */
public record DeclineOffer() implements Action {
    /** The one instance; the record has no state. */
    public static final DeclineOffer INSTANCE = new DeclineOffer();

    /** @return {@link Action.Kind#DECLINE_OFFER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.DECLINE_OFFER;
    }
}
