package org.knightsarena.api.event;

/**
 * The barbarian ship moved one space toward the island (docs/rules/cities-and-knights.md#R-10.1.1).
 *
 * @param position the new position, 1 to 7; 7 means the attack follows at once
 *
 * @since 0.1
 */
public record BarbariansAdvanced(int position) implements GameEvent {}
