package org.knightsarena.api.decision;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.cards.Cards;

/**
 * Chooses the cards to give to the player who played Wedding (docs/rules/progress-cards.md#R-13.7.9),
 * or, in Catan for Two, the 2 cards a forced trade gives back to the opponent
 * (docs/rules/traders-and-barbarians.md#R-24.2.5).
 *
 * <p>Free-form: any {@link GiveCards} of exactly {@code count} cards that {@code hand} covers
 * is legal, so {@link #options()} is empty.
 *
 * @param seat  the player giving
 * @param to    the player who played Wedding, or the forced trade's opponent
 * @param count how many cards to give: 2, or 1 if the hand holds 1
 * @param hand  the giver's hand
 * @since 0.1
 */
public record ChooseGift(int seat, int to, int count, Cards hand) implements Decision {

    /** @return an empty list: the answer is free-form */
    @Override
    public List<Action> options() {
        return List.of();
    }

    @Override
    public Optional<Violation> check(Action action) {
        if (!(action instanceof GiveCards)) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_ACTION,
                    "a gift (Wedding, or the forced trade of Catan for Two) is answered with GiveCards, not "
                            + action));
        }
        Cards cards = ((GiveCards) action).cards();
        if (cards.total() != count) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_COUNT,
                    "must give exactly " + count + " cards, not " + cards.total() + " (" + cards + ")"));
        }
        if (!hand.covers(cards)) {
            return Optional.of(
                    new Violation(Violation.Reason.NOT_IN_HAND, "cannot give " + cards + " from a hand of " + hand));
        }
        return Optional.empty();
    }

    /** @return the first {@code count} cards of the hand, in {@link Cards#first} order */
    @Override
    public Action defaultAnswer() {
        return new GiveCards(hand.first(count));
    }
}
