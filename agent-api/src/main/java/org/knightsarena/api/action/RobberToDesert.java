package org.knightsarena.api.action;

/**
 * Catan for Two's token action that sends the robber back to the desert, robbing nobody
 * (docs/rules/traders-and-barbarians.md#R-24.2.5). Offered in {@code MainTurn} when affordable.
 *
 * @since 0.3
 */
public record RobberToDesert() implements Action {
    /** The one instance; the record has no state. */
    public static final RobberToDesert INSTANCE = new RobberToDesert();

    /** @return {@link Action.Kind#ROBBER_TO_DESERT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.ROBBER_TO_DESERT;
    }
}
