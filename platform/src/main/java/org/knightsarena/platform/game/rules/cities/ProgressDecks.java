package org.knightsarena.platform.game.rules.cities;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.ProgressCardDiscarded;
import org.knightsarena.api.event.ProgressCardDrawn;
import org.knightsarena.api.event.ProgressCardReceived;
import org.knightsarena.api.event.ProgressCardRevealed;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Improvements;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.ProgressPiles;

/**
 * The three progress decks and the progress hands: shuffling, drawing,
 * revealing Printer and Constitution, and the hand limit of 4. Playing cards is not here.
 */
public final class ProgressDecks {
    /** progress cards a player may hold, victory point cards excluded. */
    public static final int HAND_LIMIT = 4;

    private static final ProgressCard[] KINDS = ProgressCard.values();
    private static final Track[] TRACKS = Track.values();
    private static final DrawProgressCard[] DRAWS = {
        new DrawProgressCard(Track.SCIENCE), new DrawProgressCard(Track.TRADE), new DrawProgressCard(Track.POLITICS)
    };
    private static final DiscardProgressCard[] DISCARDS = new DiscardProgressCard[KINDS.length];

    static {
        for (ProgressCard card : KINDS) {
            DISCARDS[card.ordinal()] = new DiscardProgressCard(card);
        }
    }

    private ProgressDecks() {}

    /** fills each deck with its 18 cards and shuffles it, science, trade, politics in that order. */
    public static void shuffle(GameState s) {
        for (Track track : TRACKS) {
            int[] deck = s.progress.decks[track.ordinal()];
            int n = 0;
            for (ProgressCard card : KINDS) {
                if (card.deck() == track) {
                    for (int i = 0; i < card.copies(); i++) {
                        deck[n++] = card.ordinal();
                    }
                }
            }
            s.progress.deckSize[track.ordinal()] = n;
            s.random.shuffle(deck, n);
        }
    }

    /** @return how many progress cards the seat holds (R-13.3.1: revealed victory point cards are not held) */
    public static int held(GameState s, int seat) {
        int total = 0;
        int base = seat * ProgressPiles.KINDS;
        for (int k = 0; k < ProgressPiles.KINDS; k++) {
            total += s.progress.hand[base + k];
        }
        return total;
    }

    /**
     * Gives the seat the top card of a deck, if any (R-13.2.2: an empty deck yields nothing).
     * Printer and Constitution are laid face up at once for a point. A player off turn
     * who now holds more than 4 owes a discard, queued behind what is already owed.
     */
    public static void draw(GameState s, Chronicle c, int seat, Track track) {
        int t = track.ordinal();
        if (s.progress.deckSize[t] == 0) {
            return;
        }
        ProgressCard card = KINDS[s.progress.decks[t][--s.progress.deckSize[t]]];
        c.add(new ProgressCardDrawn(seat, track));
        if (card.isVictoryPoint()) {
            s.points.progressPoints[seat]++;
            s.points.publicPoints[seat]++;
            c.add(new ProgressCardRevealed(seat, card));
            return;
        }
        s.progress.hand[seat * ProgressPiles.KINDS + card.ordinal()]++;
        c.add(new ProgressCardReceived(seat, card));
        if (seat != s.turn.active && held(s, seat) > HAND_LIMIT) {
            s.turn.owe(Phase.PROGRESS_DISCARD, seat);
        }
    }

    /** Takes a card out of a seat's hand and puts it face down at the bottom of its deck. */
    public static void returnUnderDeck(GameState s, int seat, ProgressCard card) {
        s.progress.hand[seat * ProgressPiles.KINDS + card.ordinal()]--;
        int t = card.deck().ordinal();
        int[] deck = s.progress.decks[t];
        System.arraycopy(deck, 0, deck, 1, s.progress.deckSize[t]);
        deck[0] = card.ordinal();
        s.progress.deckSize[t]++;
    }

    /**
     * Returns a held card face down to the bottom of its deck. If the seat still holds
     * more than 4 it owes another discard, next.
     */
    public static void discard(GameState s, Chronicle c, int seat, ProgressCard card) {
        returnUnderDeck(s, seat, card);
        c.add(new ProgressCardDiscarded(seat, card.deck()));
        if (held(s, seat) > HAND_LIMIT) {
            s.turn.oweFirst(Phase.PROGRESS_DISCARD, seat);
        }
    }

    /** @return one discard option per kind of card the seat holds */
    public static List<Action> discardOptions(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        int base = seat * ProgressPiles.KINDS;
        for (int k = 0; k < ProgressPiles.KINDS; k++) {
            if (s.progress.hand[base + k] > 0) {
                options.add(DISCARDS[k]);
            }
        }
        return options.toList();
    }

    /** @return whether any deck has a card left */
    static boolean anyLeft(GameState s) {
        return s.progress.deckSize[0] + s.progress.deckSize[1] + s.progress.deckSize[2] > 0;
    }

    /** one option per deck that still has a card. */
    public static List<Action> deckOptions(GameState s) {
        OptionBuffer options = s.optionBuffer.start();
        for (int t = 0; t < Improvements.TRACKS; t++) {
            if (s.progress.deckSize[t] > 0) {
                options.add(DRAWS[t]);
            }
        }
        return options.toList();
    }
}
