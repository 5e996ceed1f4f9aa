package org.knightsarena.api.action;

/**
 * Puts one of the player's knights on a free path, as a Knighthood (a path of the castle hex) or a
 * Black Knight (any path) says (docs/rules/traders-and-barbarians.md#R-24.1.5).
 *
 * @param path the path, 0 or more
 *
 * @since 0.4
 */
public record PlacePathKnight(int path) implements Action {
    /** @throws IllegalArgumentException if the id is negative */
    public PlacePathKnight {
        Ids.check("path", path);
    }

    /** @return {@link Action.Kind#PLACE_PATH_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLACE_PATH_KNIGHT;
    }
}
