package org.knightsarena.platform.game;

import java.util.List;
import java.util.Random;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.ChooseCardsToTake;
import org.knightsarena.api.decision.ChooseGift;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.decision.MainTurn;

/**
 * A test agent that picks uniformly among the listed options, discards at random and now and
 * then offers a random trade, from its own seeded generator. It exercises every decision kind
 * without depending on the shipped sample agents.
 */
final class UniformAgent implements Agent {
    private final Random random;

    UniformAgent(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public Action decide(GameView view, Decision decision) {
        return choose(decision, random);
    }

    static Action choose(Decision decision, Random random) {
        if (decision instanceof Discard) {
            Discard d = (Discard) decision;
            return new DiscardCards(randomCards(d.hand(), d.count(), random));
        }
        if (decision instanceof ChooseCardsToTake) {
            ChooseCardsToTake t = (ChooseCardsToTake) decision;
            return new TakeCards(randomCards(t.theirHand(), t.count(), random));
        }
        if (decision instanceof ChooseGift) {
            ChooseGift g = (ChooseGift) decision;
            return new GiveCards(randomCards(g.hand(), g.count(), random));
        }
        if (decision instanceof MainTurn && random.nextInt(10) == 0) {
            MainTurn m = (MainTurn) decision;
            int[] hand = m.hand().toCounts();
            List<Card> tradable = m.tradable();
            for (Card give : tradable) {
                Card take = tradable.get(random.nextInt(tradable.size()));
                if (hand[give.code()] > 0 && take != give && m.offersLeft() > 0) {
                    return new OfferTrade(Cards.of(give, 1), Cards.of(take, 1));
                }
            }
        }
        List<Action> options = decision.options();
        return options.get(random.nextInt(options.size()));
    }

    /** @return {@code count} cards drawn at random from a hand */
    private static Cards randomCards(Cards from, int count, Random random) {
        int[] hand = from.toCounts();
        int[] out = new int[Card.COUNT];
        for (int left = count; left > 0; left--) {
            int c;
            do {
                c = random.nextInt(Card.COUNT);
            } while (hand[c] == 0);
            hand[c]--;
            out[c]++;
        }
        return Cards.fromCounts(out);
    }
}
