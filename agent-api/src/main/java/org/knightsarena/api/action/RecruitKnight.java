package org.knightsarena.api.action;

/**
 * Recruits a basic knight, inactive, on an empty intersection on the player's roads
 * (docs/rules/cities-and-knights.md#R-9.1).
 *
 * @param intersection where the knight stands
 *
 * @since 0.1
 */
public record RecruitKnight(int intersection) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public RecruitKnight {
        Ids.check("intersection", intersection);
    }

    /** @return {@link Action.Kind#RECRUIT_KNIGHT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.RECRUIT_KNIGHT;
    }
}
