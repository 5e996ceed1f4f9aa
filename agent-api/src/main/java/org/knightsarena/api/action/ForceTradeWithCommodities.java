package org.knightsarena.api.action;

/**
 * Catan for Two with Cities &amp; Knights: the forced trade that may take and give commodities as
 * well as resources, at twice the token cost (docs/rules/variants.md#R-17.3.6). The plain
 * {@link ForceTrade} then takes and gives resources only. Offered in {@code MainTurn} when
 * affordable; either kind at most once a turn.
 *
 * @since 0.4
 */
public record ForceTradeWithCommodities() implements Action {
    /** The one instance; the record has no state. */
    public static final ForceTradeWithCommodities INSTANCE = new ForceTradeWithCommodities();

    /** @return {@link Action.Kind#FORCE_TRADE_WITH_COMMODITIES} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.FORCE_TRADE_WITH_COMMODITIES;
    }
}
