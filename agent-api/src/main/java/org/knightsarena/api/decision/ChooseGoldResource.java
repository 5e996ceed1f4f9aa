package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Chooses one resource a Seafarers gold field pays (docs/rules/seafarers.md#R-23.5): a settlement
 * next to the rolled gold field earns 1 pick, a city 2, a setup building 1 per gold field beside
 * it. The picks are asked one at a time, so each is limited to what the bank holds then; the
 * same seat is asked again while {@code picksLeft} is above 1.
 *
 * @param seat      the owner of the buildings next to the gold field
 * @param picksLeft the picks this seat is still owed, this one included, 1 or more
 * @param options   one {@code TakeResource} per resource the bank holds, never a commodity
 *                  (docs/rules/variants.md#R-17.1.2)
 *
 * @since 0.3
 */
public record ChooseGoldResource(int seat, int picksLeft, List<Action> options) implements Decision {
    /**
     * Keeps the options immutable.
     *
     * @throws NullPointerException     if {@code options} is null
     * @throws IllegalArgumentException if {@code picksLeft} is below 1
     */
    public ChooseGoldResource {
        if (picksLeft < 1) {
            throw new IllegalArgumentException("a gold pick is owed only while picks are left: " + picksLeft);
        }
        options = ActionList.of(options);
    }
}
