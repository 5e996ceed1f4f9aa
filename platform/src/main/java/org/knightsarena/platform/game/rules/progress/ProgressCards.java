package org.knightsarena.platform.game.rules.progress;

import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.ProgressCardPlayed;
import org.knightsarena.platform.game.rules.cities.ProgressDecks;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * Playing progress cards (RULES.md §13): the shared timing and bookkeeping, and the decisions of
 * the three decks' classes ({@link ActionDispatch} sends each play to its deck's class). A card
 * is played only on its owner's turn, after the roll (Alchemist before it), and only when its
 * effect can happen at all: each deck's options say so.
 */
public final class ProgressCards {
    private ProgressCards() {}

    /** Alchemist is the one card playable before the roll. */
    public static void addBeforeRollOptions(GameState s, int seat, OptionBuffer options) {
        ScienceCards.addBeforeRollOptions(s, seat, options);
    }

    /** Adds the progress cards the seat may play now in its MainTurn, and per-turn rights such as Commercial Harbor's exchanges. */
    public static void addMainOptions(GameState s, int seat, OptionBuffer options) {
        ScienceCards.addMainOptions(s, seat, options);
        TradeCards.addMainOptions(s, seat, options);
        PoliticsCards.addMainOptions(s, seat, options);
    }

    /** @return the decision of a progress-card phase for the seat that owes it */
    public static Decision decision(GameState s, int seat) {
        switch (s.turn.phase()) {
            case HARBOR_COMMODITY:
            case MASTER_MERCHANT:
                return TradeCards.decision(s, seat);
            case WEDDING_GIFT:
            case DESERTER_LOSE:
            case DESERTER_PLACE:
            case SPY_TAKE:
            case DIPLOMAT_REBUILD:
            case SABOTEUR_DISCARD:
                return PoliticsCards.decision(s, seat);
            default:
                throw new AssertionError(s.turn.phase());
        }
    }

    /** @return whether the seat holds a card of that kind */
    public static boolean holds(GameState s, int seat, ProgressCard card) {
        return s.progress.hand[seat * ProgressPiles.KINDS + card.ordinal()] > 0;
    }

    /**
     * Takes a played card out of the hand, puts it face down under its deck and
     * records the play; the card's effect is the caller's.
     */
    static void play(GameState s, Chronicle c, int seat, ProgressCard card, Action play) {
        ProgressDecks.returnUnderDeck(s, seat, card);
        c.add(new ProgressCardPlayed(seat, card, play));
    }
}
