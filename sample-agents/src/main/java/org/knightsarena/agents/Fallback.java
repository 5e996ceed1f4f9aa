package org.knightsarena.agents;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;

/**
 * The answer of last resort: a legal answer to any decision, including kinds an agent was not
 * written for (such as the Cities &amp; Knights decisions still to come).
 *
 * <p>Stateless and thread-safe.
 */
final class Fallback {

    /** Answers that are legal for some free-form decisions, tried in this order when nothing is listed. */
    private static final Action[] FREE_FORM_GUESSES = {
        EndTurn.INSTANCE, RollDice.INSTANCE, DeclineOffer.INSTANCE, CancelTrade.INSTANCE,
    };

    private Fallback() {
    }

    /**
     * Returns a legal answer: the first listed option, the first cards of a discard, or the first
     * of a few stateless answers that validates.
     *
     * @param decision the question, never null
     * @return an answer that {@code decision.validate} accepts
     * @throws IllegalStateException naming the decision if no answer is known to be legal
     */
    static Action answer(Decision decision) {
        List<Action> options = decision.options();
        if (!options.isEmpty()) {
            return options.get(0);
        }
        if (decision instanceof Discard) {
            return firstCards((Discard) decision);
        }
        for (Action guess : FREE_FORM_GUESSES) {
            if (decision.validate(guess).isEmpty()) {
                return guess;
            }
        }
        throw new IllegalStateException("no legal answer known for " + decision);
    }

    /** Discards the first {@code count} cards of the hand in card-code order. */
    private static Action firstCards(Discard discard) {
        int[] held = discard.hand().toCounts();
        int[] out = new int[Card.COUNT];
        int left = discard.count();
        for (int k = 0; k < Card.COUNT && left > 0; k++) {
            int n = Math.min(left, held[k]);
            out[k] = n;
            left -= n;
        }
        return new DiscardCards(Cards.fromCounts(out));
    }
}
