package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.CancelTrade;

/**
 * Completes an offer with one of the players who accepted it, or withdraws it.
 *
 * @param seat     the offerer
 * @param accepted the seats that accepted, in seat order
 * @param options  one {@code ConfirmTrade} per accepting seat, and {@code CancelTrade}
 *
 * @since 0.1
 */
public record ChooseTradePartner(int seat, List<Integer> accepted, List<Action> options) implements Decision {
    /** Copies the lists. @throws NullPointerException if an argument is null */
    public ChooseTradePartner {
        accepted = List.copyOf(accepted);
        options = ActionList.of(options);
    }

    /** @return {@code CancelTrade}: a seat without a legal answer withdraws its offer */
    @Override
    public Action defaultAnswer() {
        return CancelTrade.INSTANCE;
    }
}
