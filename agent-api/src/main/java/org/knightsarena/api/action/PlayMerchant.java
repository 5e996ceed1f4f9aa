package org.knightsarena.api.action;

/**
 * Plays Merchant: places the merchant on a land hex next to one of the player's buildings
 * (docs/rules/progress-cards.md#R-13.6.3, docs/rules/cities-and-knights.md#R-14).
 *
 * @param hex the hex
 *
 * @since 0.1
 */
public record PlayMerchant(int hex) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayMerchant {
        Ids.check("hex", hex);
    }

    /** @return {@link Action.Kind#PLAY_MERCHANT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_MERCHANT;
    }
}
