package org.knightsarena.api.decision;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.cards.Cards;

/**
 * Discards half of a hand after a seven (docs/rules/cities-and-knights.md#R-4.5.1,
 * docs/rules/base.md#R-21.3): exactly {@code count} cards the player holds, any mix of kinds.
 *
 * <p>The answers are too many to list, so {@link #options()} is empty; any
 * {@link DiscardCards} of {@code count} cards that {@code hand} covers is legal.
 *
 * @param seat  the player discarding
 * @param count how many cards to discard, at least 1
 * @param hand  the player's hand now
 * @since 0.1
 */
public record Discard(int seat, int count, Cards hand) implements Decision {

    /** @return an empty list: discards are free-form */
    @Override
    public List<Action> options() {
        return List.of();
    }

    @Override
    public Optional<Violation> check(Action action) {
        if (!(action instanceof DiscardCards)) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_ACTION, "a discard is answered with DiscardCards, not " + action));
        }
        Cards cards = ((DiscardCards) action).cards();
        if (cards.total() != count) {
            return Optional.of(new Violation(
                    Violation.Reason.WRONG_COUNT,
                    "must discard exactly " + count + " cards, not " + cards.total() + " (" + cards + ")"));
        }
        if (!hand.covers(cards)) {
            return Optional.of(
                    new Violation(Violation.Reason.NOT_IN_HAND, "cannot discard " + cards + " from a hand of " + hand));
        }
        return Optional.empty();
    }

    /** @return the first {@code count} cards of the hand, in {@link Cards#first} order */
    @Override
    public Action defaultAnswer() {
        return new DiscardCards(hand.first(count));
    }
}
