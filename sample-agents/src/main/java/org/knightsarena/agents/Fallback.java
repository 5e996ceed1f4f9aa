package org.knightsarena.agents;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;

/**
 * The answer of last resort: a legal answer to any decision, including kinds an agent was not
 * written for.
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
     * Returns a legal answer: the first listed option, the first cards of a discard or gift, or the first
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
            Discard d = (Discard) decision;
            return new DiscardCards(d.hand().first(d.count()));
        }
        if (decision instanceof ChooseCardsToTake) {
            ChooseCardsToTake d = (ChooseCardsToTake) decision;
            return new TakeCards(d.theirHand().first(d.count()));
        }
        if (decision instanceof ChooseGift) {
            ChooseGift d = (ChooseGift) decision;
            return new GiveCards(d.hand().first(d.count()));
        }
        for (Action guess : FREE_FORM_GUESSES) {
            if (decision.validate(guess).isEmpty()) {
                return guess;
            }
        }
        throw new IllegalStateException("no legal answer known for " + decision);
    }

}
