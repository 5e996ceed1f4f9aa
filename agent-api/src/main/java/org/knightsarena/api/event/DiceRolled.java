package org.knightsarena.api.event;

/**
 * The production dice were rolled (docs/rules/cities-and-knights.md#R-4.2, docs/rules/base.md#R-21.2).
 *
 * @param player the active player
 * @param yellow the yellow die, 1 to 6
 * @param red    the red die, 1 to 6
 *
 * @since 0.1
 */
public record DiceRolled(int player, int yellow, int red) implements GameEvent {
    /** @return the production total, 2 to 12 */
    public int total() {
        return yellow + red;
    }
}
