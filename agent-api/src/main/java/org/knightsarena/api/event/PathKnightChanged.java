package org.knightsarena.api.event;

/**
 * A Barbarian Attack event with Cities &amp; Knights pieces (docs/rules/variants.md#R-17.2): a knight
 * on a path was activated, promoted, or displaced (then {@code from} is where it stood and {@code to}
 * where it went, or -1 when it went back to its owner's supply); {@code strength} and {@code active}
 * are the knight's afterwards.
 *
 * @since 0.4
 */
public record PathKnightChanged(int player, KnightChange change, int from, int to, int strength, boolean active)
        implements GameEvent {}
