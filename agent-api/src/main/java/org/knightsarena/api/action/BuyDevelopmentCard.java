package org.knightsarena.api.action;

/**
 * Buys the top development card (base game, docs/rules/base.md#R-21.4).
 *
 * @since 0.1
 */
public record BuyDevelopmentCard() implements Action {
    /** The one instance; the record has no state. */
    public static final BuyDevelopmentCard INSTANCE = new BuyDevelopmentCard();

    /** @return {@link Action.Kind#BUY_DEVELOPMENT_CARD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUY_DEVELOPMENT_CARD;
    }
}
