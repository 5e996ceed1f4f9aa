package org.knightsarena.api.action;

import java.util.Objects;
import org.knightsarena.api.cards.Cards;

/**
 * Offers a trade to the other players (the active player only, after the roll, docs/rules/base.md#R-12.1).
 *
 * <p>Every other player then answers {@code RespondToOffer}; if any accept, the offerer picks
 * one with {@code ChooseTradePartner}.
 *
 * @param give what the offerer gives, not empty
 * @param take what the offerer wants, not empty, sharing no kind with {@code give}
 *
 * @since 0.1
 */
public record OfferTrade(Cards give, Cards take) implements Action {
    /** @throws IllegalArgumentException if a side is empty or both name the same kind (docs/rules/base.md#R-12.1.2) */
    public OfferTrade {
        Objects.requireNonNull(give, "give");
        Objects.requireNonNull(take, "take");
        if (give.isEmpty() || take.isEmpty()) {
            throw new IllegalArgumentException(
                    "a trade gives and takes at least one card each (no gifts): " + give + " for " + take);
        }
        if (give.overlaps(take)) {
            throw new IllegalArgumentException("a trade may not give and take the same kind: " + give + " for " + take);
        }
    }

    /** @return {@link Action.Kind#OFFER_TRADE} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.OFFER_TRADE;
    }
}
