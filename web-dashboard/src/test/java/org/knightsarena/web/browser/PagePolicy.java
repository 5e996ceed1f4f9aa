package org.knightsarena.web.browser;

import java.util.ArrayList;
import java.util.List;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;

/**
 * How the person's seat plays, one rule shared by the page player ({@link
 * PagePlayer#playThePolicysMove}) and the in-process rehearsal that finds the seeds ({@link
 * PagePolicyRehearsal}), so both play the same game for the same seed.
 *
 * <p>Among listed options it takes a city improvement or a city whenever one is offered (so
 * that the person's seat reaches a metropolis and the Aqueduct and loses cities to the
 * barbarians, decisions a seat picking blindly rarely meets), else the option whose index is the
 * decision's number modulo the number of options: a varied game, still the same game every time.
 * In one main turn in {@value #OFFER_EVERY} (by the decision's number) it first offers the others
 * one card of the first kind it holds for one of the first other kind that may be traded, so
 * that it answers the others' acceptances. A decision with no listed options is answered with
 * its card form filled in with the first cards of the hand (brick first, coin last), the
 * decision's {@code defaultAnswer()}.
 */
final class PagePolicy {
    /** The action types taken whenever listed, the first one listed here first. */
    static final List<String> PREFERRED = List.of("BuildImprovement", "BuildCity");

    /** A trade is offered in main turns whose decision number is a multiple of this. */
    static final int OFFER_EVERY = 7;

    private PagePolicy() {}

    /**
     * @param decisionNumber the pending decision's number (the actions played so far)
     * @param optionTypes    the listed options' action types, as the replay format names them
     * @return the index of the option to play
     */
    static int pick(int decisionNumber, List<String> optionTypes) {
        for (String preferred : PREFERRED) {
            List<Integer> matching = new ArrayList<>();
            for (int i = 0; i < optionTypes.size(); i++) {
                if (optionTypes.get(i).equals(preferred)) {
                    matching.add(i);
                }
            }
            if (!matching.isEmpty()) {
                return matching.get(decisionNumber % matching.size());
            }
        }
        return decisionNumber % optionTypes.size();
    }

    /** @return whether the policy offers a trade in a main turn of this number with so many offers left */
    static boolean offersIn(int decisionNumber, int offersLeft) {
        return offersLeft > 0 && decisionNumber % OFFER_EVERY == 0;
    }

    /**
     * The trade offer to make in a main turn, if this is one where the policy offers.
     *
     * @param hand     the person's hand
     * @param tradable the kinds the ruleset lets players trade
     * @return the offer, or null for none
     */
    static OfferTrade offer(int decisionNumber, int offersLeft, Cards hand, List<Card> tradable) {
        if (!offersIn(decisionNumber, offersLeft)) {
            return null;
        }
        for (Card give : tradable) {
            if (hand.count(give) > 0) {
                for (Card take : tradable) {
                    if (take != give) {
                        return new OfferTrade(Cards.of(give, 1), Cards.of(take, 1));
                    }
                }
            }
        }
        return null;
    }
}
