package org.knightsarena.api.action;

/**
 * Catan for Two's forced trade, paid with trade tokens: takes 2 random cards from the opponent's
 * hand, then gives back as many of one's choice (docs/rules/traders-and-barbarians.md#R-24.2.5).
 * Offered in {@code MainTurn} when affordable.
 *
 * @since 0.3
 */
public record ForceTrade() implements Action {
    /** The one instance; the record has no state. */
    public static final ForceTrade INSTANCE = new ForceTrade();

    /** @return {@link Action.Kind#FORCE_TRADE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.FORCE_TRADE;
    }
}
