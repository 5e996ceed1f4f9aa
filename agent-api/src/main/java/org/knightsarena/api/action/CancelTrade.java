package org.knightsarena.api.action;

/**
 * Withdraws the offered trade. Answers {@code ChooseTradePartner}.
 *
 * @since 0.1
 */
public record CancelTrade() implements Action {
    /** The one instance; the record has no state. */
    public static final CancelTrade INSTANCE = new CancelTrade();

    /** @return {@link Action.Kind#CANCEL_TRADE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.CANCEL_TRADE;
    }
}
