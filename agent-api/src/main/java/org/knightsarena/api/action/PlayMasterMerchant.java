package org.knightsarena.api.action;

/**
 * Plays Master Merchant against an opponent with more points: the player looks at their hand and
 * takes two cards (docs/rules/progress-cards.md#R-13.6.2).
 *
 * @param opponent the opponent
 *
 * @since 0.1
 */
public record PlayMasterMerchant(int opponent) implements Action {
    /** @throws IllegalArgumentException if an id is negative */
    public PlayMasterMerchant {
        Ids.check("opponent", opponent);
    }

    /** @return {@link Action.Kind#PLAY_MASTER_MERCHANT} */
    @Override
    public Action.Kind kind() {
        return Action.Kind.PLAY_MASTER_MERCHANT;
    }
}
