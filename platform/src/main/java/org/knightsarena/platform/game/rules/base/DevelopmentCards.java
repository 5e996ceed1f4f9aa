package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.event.CardsGiven;
import org.knightsarena.api.event.CardsTaken;
import org.knightsarena.api.event.DevelopmentCardBought;
import org.knightsarena.api.event.DevelopmentCardDrawn;
import org.knightsarena.api.event.DevelopmentCardPlayed;
import org.knightsarena.api.event.LargestArmyTaken;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** The base game's development deck and card effects. */
public final class DevelopmentCards {
    static final int LARGEST_ARMY_MINIMUM = 3;
    public static final int LARGEST_ARMY_POINTS = 2;

    private DevelopmentCards() {}

    /** Fills and shuffles the 25-card deck. */
    public static void shuffleDeck(GameState s) {
        s.devDeck.fillAndShuffle(s.random);
    }

    public static void buy(GameState s, Chronicle chronicle, int seat) {
        s.cards.pay(seat, Costs.DEVELOPMENT_CARD);
        DevelopmentCard card = s.devDeck.draw();
        s.devHands.buy(seat, card);
        chronicle.add(new DevelopmentCardBought(seat));
        chronicle.add(new DevelopmentCardDrawn(seat, card));
    }

    /** Takes the card from the hand and records the play; the effect is the caller's. */
    public static void play(GameState s, Chronicle chronicle, int seat, DevelopmentCard card) {
        s.devHands.play(seat, card);
        s.turn.devPlayedThisTurn = true;
        chronicle.add(new DevelopmentCardPlayed(seat, card));
    }

    /** 3 knights take the army; a later player needs strictly more. */
    public static void countKnight(GameState s, Chronicle chronicle, int seat) {
        int played = ++s.points.knightsPlayed[seat];
        int holder = s.points.largestArmy;
        if (holder == seat
                || played < LARGEST_ARMY_MINIMUM
                || (holder != BoardView.NOBODY && played <= s.points.knightsPlayed[holder])) {
            return;
        }
        if (holder != BoardView.NOBODY) {
            s.points.publicPoints[holder] -= LARGEST_ARMY_POINTS;
        }
        s.points.largestArmy = seat;
        s.points.publicPoints[seat] += LARGEST_ARMY_POINTS;
        chronicle.add(new LargestArmyTaken(seat, played));
    }

    public static void yearOfPlenty(GameState s, Chronicle chronicle, int seat, Card first, Card second) {
        Cards cards = Cards.of(first, 1).plus(Cards.of(second, 1));
        s.cards.receive(seat, cards);
        chronicle.add(new CardsTaken(seat, cards));
    }

    public static void monopoly(GameState s, Chronicle chronicle, int seat, Card resource) {
        for (int p = 0; p < s.players; p++) {
            int n = s.cards.count(p, resource);
            if (p != seat && n > 0) {
                Cards cards = Cards.of(resource, n);
                s.cards.transfer(p, seat, cards);
                chronicle.add(new CardsGiven(p, seat, cards));
            }
        }
    }
}
