package org.knightsarena.api.event;

/**
 * A knight was activated, promoted, moved, displaced or removed (docs/rules/cities-and-knights.md#R-9).
 *
 * @param player   the knight's owner
 * @param change   what happened
 * @param from     where the knight stood before (equal to {@code to} unless it moved)
 * @param to       where it stands now ({@code from} for a removed knight)
 * @param strength its strength now, 1 to 3
 * @param active   whether it is active now
 *
 * @since 0.1
 */
public record KnightChanged(int player, KnightChange change, int from, int to, int strength, boolean active)
        implements GameEvent {}
