package org.knightsarena.api.event;

/**
 * A Barbarian Attack event: the barbarians of a hex were taken prisoner (docs/rules/traders-and-barbarians.md#R-24.1.7); {@code prisoners} has one entry per seat.
 *
 * @since 0.4
 */
public record BarbariansCaptured(int hex, java.util.List<Integer> prisoners) implements GameEvent {
    /** Keeps the list immutable. */
    public BarbariansCaptured {
        prisoners = java.util.List.copyOf(prisoners);
    }
}
