package org.knightsarena.agents;

import java.util.Random;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ActionList;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;

/**
 * A bot that plays legally at random: the baseline every other bot must beat.
 *
 * <p>It picks a kind of option first (build a road, buy a card, trade with the bank, end the
 * turn, ...; every action class listed is one kind), uniformly, and then one option of that
 * kind, uniformly, so that the many bank trades do not drown the few builds. Now and then, in
 * its main turn, it offers the other players 1 or 2 cards it holds for 1 card of another kind.
 * It discards random cards from its hand.
 *
 * <p>Every random choice comes from {@link MatchContext#random()}, so a replay re-runs
 * identically. It allocates nothing per decision beyond the actions it returns (and the option
 * list's grouping by kind, which the list works out when first asked), and never reads the event
 * list. One instance plays one seat of one match, from one thread.
 *
 * @since 0.1
 */
public final class RandomAgent implements Agent {

    /** In a main turn with offers left, one decision in this many is a trade offer. */
    private static final int OFFER_ONE_IN = 16;

    private Random random;
    private int tradeKinds = Card.RESOURCE_COUNT;

    /** Scratch card counts, indexed by {@link Card#code()}. */
    private final int[] held = new int[Card.COUNT];

    private final int[] picked = new int[Card.COUNT];

    /** Creates the agent; it is ready once {@link #onMatchStart} has given it its generator. */
    public RandomAgent() {}

    @Override
    public void onMatchStart(MatchContext context) {
        random = context.random();
        // Domestic trade is in resources only in the base game; commodities trade too in C&K.
        tradeKinds = context.ruleset() == Ruleset.BASE ? Card.RESOURCE_COUNT : Card.COUNT;
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        if (random == null) {
            throw new IllegalStateException("decide was called before onMatchStart gave the generator");
        }
        if (decision instanceof Discard) {
            Discard d = (Discard) decision;
            return new DiscardCards(randomCards(d.hand(), d.count()));
        }
        if (decision instanceof ChooseCardsToTake) {
            ChooseCardsToTake d = (ChooseCardsToTake) decision;
            return new TakeCards(randomCards(d.theirHand(), d.count()));
        }
        if (decision instanceof ChooseGift) {
            ChooseGift d = (ChooseGift) decision;
            return new GiveCards(randomCards(d.hand(), d.count()));
        }
        if (decision instanceof MainTurn) {
            MainTurn turn = (MainTurn) decision;
            if (turn.offersLeft() > 0 && !turn.hand().isEmpty() && random.nextInt(OFFER_ONE_IN) == 0) {
                Action offer = offer(turn.hand());
                if (turn.validate(offer).isEmpty()) {
                    return offer;
                }
            }
        }
        ActionList options = decision.optionsByKind();
        if (options.isEmpty()) {
            return decision.defaultAnswer();
        }
        return pickByKind(options);
    }

    /** Picks a kind uniformly among the kinds present, then an option of that kind uniformly. */
    private Action pickByKind(ActionList options) {
        if (options.size() == 1) {
            return options.get(0);
        }
        int kinds = options.kindCount();
        int chosen = kinds == 1 ? 0 : random.nextInt(kinds);
        return options.ofKind(chosen, random.nextInt(options.kindSize(chosen)));
    }

    /** @return exactly {@code count} cards drawn at random from {@code from} */
    private Cards randomCards(Cards from, int count) {
        int total = countInto(from, held);
        clearPicked();
        for (int n = Math.min(count, total); n > 0; n--) {
            int k = drawFrom(held, total--);
            picked[k]++;
        }
        return Cards.fromCounts(picked);
    }

    /** Offers 1 or 2 random cards of the hand for 1 card of a kind not given. */
    private Action offer(Cards hand) {
        int total = countInto(hand, held);
        clearPicked();
        int giveCount = total >= 2 ? 1 + random.nextInt(2) : 1;
        for (int n = 0; n < giveCount; n++) {
            picked[drawFrom(held, total--)]++;
        }
        int free = 0;
        for (int k = 0; k < tradeKinds; k++) {
            if (picked[k] == 0) {
                free++;
            }
        }
        int skip = random.nextInt(free);
        int ask = 0;
        while (picked[ask] != 0 || skip-- > 0) {
            ask++;
        }
        return new OfferTrade(Cards.fromCounts(picked), Cards.of(Card.of(ask), 1));
    }

    /**
     * Zeroes {@link #picked}. A loop to the constant {@link Card#COUNT} is unrolled by the JIT,
     * where {@code Arrays.fill} loops to the array's length: that fill took 6 to 8 % of a bench's
     * samples (issue 15, 3 December 2026).
     */
    private void clearPicked() {
        for (int k = 0; k < Card.COUNT; k++) {
            picked[k] = 0;
        }
    }

    /** Removes one card, chosen uniformly among {@code total}, from {@code counts}; returns its code. */
    private int drawFrom(int[] counts, int total) {
        int r = random.nextInt(total);
        int k = 0;
        while (r >= counts[k]) {
            r -= counts[k];
            k++;
        }
        counts[k]--;
        return k;
    }

    /** Copies the counts of {@code cards} into {@code into} without allocating; returns the total. */
    private static int countInto(Cards cards, int[] into) {
        into[0] = cards.brick();
        into[1] = cards.lumber();
        into[2] = cards.wool();
        into[3] = cards.grain();
        into[4] = cards.ore();
        into[5] = cards.paper();
        into[6] = cards.cloth();
        into[7] = cards.coin();
        return cards.total();
    }
}
