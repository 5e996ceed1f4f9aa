package org.knightsarena.api.action;

/**
 * Steals one random card from a player next to the robber. Answers {@code ChooseVictim}.
 *
 * @param victim the seat of the player robbed
 *
 * @since 0.1
 */
public record StealFrom(int victim) implements Action {
    /** @throws IllegalArgumentException if {@code victim} is negative */
    public StealFrom {
        Ids.check("victim", victim);
    }

    /** @return {@link Action.Kind#STEAL_FROM} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.STEAL_FROM;
    }
}
