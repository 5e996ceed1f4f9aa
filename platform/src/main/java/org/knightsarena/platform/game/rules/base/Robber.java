package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.CardStolen;
import org.knightsarena.api.event.CardsDiscarded;
import org.knightsarena.api.event.RobberMoved;
import org.knightsarena.api.event.StolenCardSeen;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** A seven's discards, the robber's move and the steal (R-4.5, R-21.3, R-21.6 knight). */
public final class Robber {
    private Robber() {}

    /** The hand size a player may keep without discarding on a seven: 7, plus 2 per city wall. */
    public static int handLimit(GameState s, int seat) {
        return s.isCitiesAndKnights() ? 7 + 2 * s.improvements.wallsOnBoard(seat) : 7;
    }

    /** Works out who owes a discard; returns whether anyone does. */
    public static boolean assessDiscards(GameState s) {
        boolean any = false;
        for (int p = 0; p < s.players; p++) {
            int size = s.cards.handSize(p);
            s.turn.discardOwed[p] = size > handLimit(s, p) ? size / 2 : 0;
            any |= s.turn.discardOwed[p] > 0;
        }
        return any;
    }

    /** @return the next seat owing a discard, clockwise from the active player, or NOBODY */
    public static int nextDiscarder(GameState s) {
        int p = s.turn.active;
        for (int i = 0; i < s.players; i++) {
            if (s.turn.discardOwed[p] > 0) {
                return p;
            }
            p = s.next(p);
        }
        return BoardView.NOBODY;
    }

    public static void discard(GameState s, Chronicle chronicle, int seat, Cards cards) {
        s.cards.pay(seat, cards);
        s.turn.discardOwed[seat] = 0;
        chronicle.add(new CardsDiscarded(seat, cards));
    }

    public static void move(GameState s, Chronicle chronicle, int seat, int hex) {
        s.figures.robber = hex;
        chronicle.add(new RobberMoved(seat, hex));
    }

    /** @return a bit set of the seats the robber's mover may rob on the robber's hex */
    public static int victims(GameState s, int thief) {
        Topology t = s.topology;
        int set = 0;
        for (int c = 0; c < 6; c++) {
            int owner = s.pieces.buildingOwner[t.corner(s.figures.robber, c)];
            if (owner != BoardView.NOBODY && owner != thief && s.cards.handSize(owner) > 0) {
                set |= 1 << owner;
            }
        }
        return set;
    }

    /** Takes one card chosen uniformly at random from the victim's hand. */
    public static void steal(GameState s, Chronicle chronicle, int thief, int victim) {
        steal(s, chronicle, thief, victim, false);
    }

    /**
     * Takes one random card of the victim's hand, or of its resources only (Catan for Two's plain
     * forced trade with Cities &amp; Knights, R-17.3.6), which must hold one.
     */
    public static void steal(GameState s, Chronicle chronicle, int thief, int victim, boolean resourcesOnly) {
        int base = victim * Card.COUNT;
        int among = s.cards.handSize(victim);
        if (resourcesOnly) {
            among = 0;
            for (Card resource : Card.resources()) {
                among += s.cards.hand[base + resource.code()];
            }
        }
        int pick = s.random.nextInt(among);
        int card = 0;
        while (pick >= s.cards.hand[base + card]) {
            pick -= s.cards.hand[base + card];
            card++;
        }
        s.cards.hand[base + card]--;
        s.cards.hand[thief * Card.COUNT + card]++;
        Card stolen = Card.of(card);
        chronicle.add(new CardStolen(thief, victim));
        chronicle.add(new StolenCardSeen(thief, thief, victim, stolen));
        chronicle.add(new StolenCardSeen(victim, thief, victim, stolen));
    }
}
