package org.knightsarena.api.action;

/**
 * Completes the offered trade with one of the players who accepted it.
 *
 * @param partner the seat of an accepting player
 *
 * @since 0.1
 */
public record ConfirmTrade(int partner) implements Action {
    /** @throws IllegalArgumentException if {@code partner} is negative */
    public ConfirmTrade {
        Ids.check("partner", partner);
    }

    /** @return {@link Action.Kind#CONFIRM_TRADE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.CONFIRM_TRADE;
    }
}
