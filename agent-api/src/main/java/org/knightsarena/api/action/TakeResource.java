package org.knightsarena.api.action;

import org.knightsarena.api.cards.Card;

/**
 * Takes one resource from the bank: the Aqueduct's card (docs/rules/cities-and-knights.md#R-7.4.1),
 * or a gold field's pick (docs/rules/seafarers.md#R-23.5). Answers {@code ChooseAqueductResource}
 * and {@code ChooseGoldResource}.
 *
 * @param resource the resource, never a commodity
 *
 * @since 0.1
 */
public record TakeResource(Card resource) implements Action {
    /** @throws IllegalArgumentException if {@code resource} is a commodity */
    public TakeResource {
        java.util.Objects.requireNonNull(resource, "resource");
        if (resource.isCommodity()) {
            throw new IllegalArgumentException("the Aqueduct and gold take a resource, not " + resource);
        }
    }

    /** @return {@link Action.Kind#TAKE_RESOURCE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.TAKE_RESOURCE;
    }
}
