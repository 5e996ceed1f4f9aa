package org.knightsarena.api.action;

import java.util.Objects;
import org.knightsarena.api.cards.Card;

/**
 * Pays 2 gold for 1 resource from the bank, at most twice a turn
 * (docs/rules/traders-and-barbarians.md#R-24.1.9).
 *
 * @param resource the resource taken, never a commodity
 *
 * @since 0.4
 */
public record BuyWithGold(Card resource) implements Action {
    /** @throws IllegalArgumentException for a commodity */
    public BuyWithGold {
        Objects.requireNonNull(resource, "resource");
        if (resource.isCommodity()) {
            throw new IllegalArgumentException("gold buys a resource, not " + resource);
        }
    }

    /** @return {@link Action.Kind#BUY_WITH_GOLD} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.BUY_WITH_GOLD;
    }
}
