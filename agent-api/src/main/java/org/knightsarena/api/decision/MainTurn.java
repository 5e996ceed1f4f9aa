package org.knightsarena.api.decision;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * The active player's choice after the roll: build, buy, play, trade, or end the turn.
 *
 * <p>{@link #options()} lists every legal build, purchase, card play and bank trade, and
 * {@code EndTurn}. Trade offers to other players are free-form: any {@link OfferTrade} whose
 * {@code give} this player holds is legal while {@code offersLeft} is above zero (the engine
 * limits offers per turn so that a game always ends), if both sides name only kinds in
 * {@code tradable} (resources only in the base game, docs/rules/base.md#R-21.8).
 *
 * @param seat       the active player
 * @param options    the listable legal actions, {@code EndTurn} last
 * @param hand       the player's hand now
 * @param offersLeft how many more trade offers the player may make this turn, 0 or more
 * @param tradable   the kinds that may change hands between players
 * @since 0.1
 */
public record MainTurn(int seat, List<Action> options, Cards hand, int offersLeft, List<Card> tradable)
        implements Decision {

    /** Copies the options. @throws NullPointerException if an argument is null */
    public MainTurn {
        options = ActionList.of(options);
        tradable = List.copyOf(tradable);
    }

    @Override
    public Optional<Violation> check(Action action) {
        if (action instanceof OfferTrade) {
            OfferTrade offer = (OfferTrade) action;
            if (offersLeft <= 0) {
                return Optional.of(new Violation(Violation.Reason.NO_OFFERS_LEFT, "no more trade offers this turn"));
            }
            for (Card card : Card.values()) {
                if ((offer.give().count(card) > 0 || offer.take().count(card) > 0) && !tradable.contains(card)) {
                    return Optional.of(new Violation(
                            Violation.Reason.NOT_TRADABLE,
                            card.name().toLowerCase(Locale.ROOT) + " may not be traded between players here"));
                }
            }
            if (!hand.covers(offer.give())) {
                return Optional.of(new Violation(
                        Violation.Reason.NOT_IN_HAND, "cannot offer " + offer.give() + " from a hand of " + hand));
            }
            return Optional.empty();
        }
        return Decision.super.check(action);
    }

    /** @return {@code EndTurn}: a seat without a legal answer ends its turn */
    @Override
    public Action defaultAnswer() {
        return EndTurn.INSTANCE;
    }
}
