package org.knightsarena.api.action;

/**
 * Accepts the trade on offer. Answers {@code RespondToOffer}.
 *
 * @since 0.1
 */
public record AcceptOffer() implements Action {
    /** The one instance; the record has no state. */
    public static final AcceptOffer INSTANCE = new AcceptOffer();

    /** @return {@link Action.Kind#ACCEPT_OFFER} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.ACCEPT_OFFER;
    }
}
