package org.knightsarena.api.decision;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.cards.Cards;

/**
 * Chooses cards to take from an opponent's hand, seen in full, with Master Merchant
 * (docs/rules/progress-cards.md#R-13.6.2).
 *
 * <p>Free-form: any {@link TakeCards} of exactly {@code count} cards that {@code theirHand}
 * covers is legal, so {@link #options()} is empty.
 *
 * @param seat      the player taking
 * @param from      the opponent
 * @param theirHand the opponent's hand
 * @param count     how many cards to take: 2, or 1 if they hold 1
 * @since 0.1
 */
public record ChooseCardsToTake(int seat, int from, Cards theirHand, int count) implements Decision {

    /** @return an empty list: the answer is free-form */
    @Override
    public List<Action> options() {
        return List.of();
    }

    @Override
    public Optional<Violation> check(Action action) {
        if (!(action instanceof TakeCards)) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_ACTION, "Master Merchant is answered with TakeCards, not " + action));
        }
        Cards cards = ((TakeCards) action).cards();
        if (cards.total() != count) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_COUNT,
                    "must take exactly " + count + " cards, not " + cards.total() + " (" + cards + ")"));
        }
        if (!theirHand.covers(cards)) {
            return Optional.of(new Violation(
                    Violation.Reason.NOT_IN_HAND, "cannot take " + cards + " from a hand of " + theirHand));
        }
        return Optional.empty();
    }

    /** @return the first {@code count} cards of the hand, in {@link Cards#first} order */
    @Override
    public Action defaultAnswer() {
        return new TakeCards(theirHand.first(count));
    }
}
