package org.knightsarena.api.action;

import java.util.List;

/**
 * Plays Smith: promotes one or two different knights one step each, free (docs/rules/progress-cards.md#R-13.5.10).
 *
 * @param knights the knights' intersections, one or two, distinct, in increasing order
 *
 * @since 0.1
 */
public record PlaySmith(List<Integer> knights) implements Action {
    /** @throws IllegalArgumentException unless one or two distinct intersections in increasing order */
    public PlaySmith {
        knights = List.copyOf(knights);
        if (knights.isEmpty() || knights.size() > 2 || (knights.size() == 2 && knights.get(0) >= knights.get(1))) {
            throw new IllegalArgumentException(
                    "Smith promotes one or two different knights, in increasing order: " + knights);
        }
    }

    /** @return {@link Action.Kind#PLAY_SMITH} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_SMITH;
    }
}
