package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Moves the robber after a seven or a knight: a different land hex (docs/rules/base.md#R-21.3,
 * docs/rules/cities-and-knights.md#R-11.2).
 *
 * <p>On a Seafarers map, after a seven or (base ruleset) a Knight card, the options also hold one
 * {@code MovePirate} per sea hex the pirate may go to: the player moves one of the two
 * (docs/rules/seafarers.md#R-23.6.1). After a {@code ChasePirate} the options are the pirate's
 * sea hexes only (docs/rules/variants.md#R-17.1.4).
 *
 * @param seat the player moving the robber or the pirate
 * @param options one {@code MoveRobber} per allowed hex, and on a Seafarers map one {@code
 *     MovePirate} per sea hex the pirate may go to; only the latter after a chase of the pirate
 *
 * @since 0.1
 */
public record PlaceRobber(int seat, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public PlaceRobber {
        options = ActionList.of(options);
    }
}
