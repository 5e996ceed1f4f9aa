package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.cards.Cards;

/**
 * Answers another player's trade offer (docs/rules/base.md#R-12.1).
 *
 * <p>{@code give} and {@code take} are seen from the offerer: accepting means this player
 * receives {@code give} and pays {@code take}. {@code AcceptOffer} is an option only when this
 * player holds {@code take}.
 *
 * @param seat    the player answering
 * @param offerer the active player, who made the offer
 * @param give    what the offerer gives
 * @param take    what the offerer wants
 * @param options {@code AcceptOffer} if affordable, and {@code DeclineOffer}
 *
 * @since 0.1
 */
public record RespondToOffer(int seat, int offerer, Cards give, Cards take, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public RespondToOffer {
        options = ActionList.of(options);
    }

    /** @return {@code DeclineOffer}: a seat without a legal answer trades nothing */
    @Override
    public Action defaultAnswer() {
        return DeclineOffer.INSTANCE;
    }
}
