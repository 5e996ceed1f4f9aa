package org.knightsarena.api.action;

/**
 * Declines an optional free placement (Deserter's knight, Diplomat's rebuilt road).
 *
 * @since 0.1
 */
public record SkipPlacement() implements Action {
    /** The one instance; the record has no state. */
    public static final SkipPlacement INSTANCE = new SkipPlacement();

    /** @return {@link Action.Kind#SKIP_PLACEMENT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.SKIP_PLACEMENT;
    }
}
