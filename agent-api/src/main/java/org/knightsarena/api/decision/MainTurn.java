package org.knightsarena.api.decision;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.cards.Cards;

/**
 * The active player's choice after the roll: build, buy, play, trade, or end the turn.
 *
 * <p>{@link #options()} lists every legal build, purchase, card play and bank trade, and
 * {@code EndTurn}. Trade offers to other players are free-form: any {@link OfferTrade} whose
 * {@code give} this player holds is legal while {@code offersLeft} is above zero (the engine
 * limits offers per turn so that a game always ends).
 *
 * @param seat       the active player
 * @param options    the listable legal actions, {@code EndTurn} last
 * @param hand       the player's hand now
 * @param offersLeft how many more trade offers the player may make this turn, 0 or more
 * @since 0.1
 */
public record MainTurn(int seat, List<Action> options, Cards hand, int offersLeft) implements Decision {

    /** Copies the options. @throws NullPointerException if an argument is null */
    public MainTurn {
        options = List.copyOf(options);
    }

    @Override
    public Optional<String> validate(Action action) {
        if (action instanceof OfferTrade) {
            OfferTrade offer = (OfferTrade) action;
            if (offersLeft <= 0) {
                return Optional.of("no more trade offers this turn");
            }
            if (!hand.covers(offer.give())) {
                return Optional.of("cannot offer " + offer.give() + " from a hand of " + hand);
            }
            return Optional.empty();
        }
        return Decision.super.validate(action);
    }
}
