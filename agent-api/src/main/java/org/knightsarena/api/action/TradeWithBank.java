package org.knightsarena.api.action;

import java.util.Objects;
import org.knightsarena.api.cards.Card;

/**
 * Trades with the bank: gives the player's best rate of one kind for one card of another.
 *
 * <p>The rate (4, 3 or 2 cards) is the best the player has for {@code give} (docs/rules/base.md#R-12.2.1,
 * docs/rules/base.md#R-21.8); the engine applies it and reports it in the chronicle.
 *
 * @param give the kind given, never null
 * @param take the kind taken, never null, different from {@code give}
 *
 * @since 0.1
 */
public record TradeWithBank(Card give, Card take) implements Action {
    /** @throws IllegalArgumentException if the kinds are null or equal */
    public TradeWithBank {
        Objects.requireNonNull(give, "give");
        Objects.requireNonNull(take, "take");
        if (give == take) {
            throw new IllegalArgumentException("a bank trade must take another kind than it gives: " + give);
        }
    }

    /** @return {@link Action.Kind#TRADE_WITH_BANK} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.TRADE_WITH_BANK;
    }
}
