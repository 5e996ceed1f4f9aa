package org.knightsarena.platform.game.rules.base;

import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.Harbour;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.event.BankTraded;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;

/** Bank and harbour rates and trades. */
public final class Trading {
    private static final int GENERIC = 1 << Harbour.GENERIC.ordinal();

    private Trading() {}

    /** The lowest rate {@link #rate} ever gives: no trade with fewer cards of a kind in hand. */
    public static final int BEST_RATE = 2;

    /**
     * the best rate the player has for giving {@code card}. A resource harbour never
     * takes a commodity; the Merchant Guild trades commodities 2:1; the
     * merchant's controller trades its hex's resource 2:1; Merchant Fleet trades the
     * kinds it named 2:1 until the end of the active player's turn.
     */
    public static int rate(GameState s, int seat, Card card) {
        if (s.effects.merchantFleet != BoardView.NOBODY
                && seat == s.turn.active
                && (s.effects.fleetKinds & (1 << card.ordinal())) != 0) {
            return 2;
        }
        int mask = s.pieces.harbours[seat] & ~s.castle.lostHarbours(seat); // none at a besieged building
        if (card.isResource()) {
            if ((mask & (1 << (Harbour.BRICK.ordinal() + card.ordinal()))) != 0
                    || (s.figures.merchantOwner == seat
                            && s.figures.hexResource[s.figures.merchantHex] == card.ordinal())) {
                return 2;
            }
        } else if (s.isCitiesAndKnights() && s.improvements.hasAbility(seat, Track.TRADE)) {
            return 2;
        }
        return (mask & GENERIC) != 0 ? 3 : 4;
    }

    public static void tradeWithBank(GameState s, Chronicle chronicle, int seat, Card give, Card take) {
        int n = rate(s, seat, give);
        s.cards.payOne(seat, give, n);
        s.cards.receiveOne(seat, take, 1);
        chronicle.add(new BankTraded(seat, Cards.of(give, n), Cards.of(take, 1)));
    }
}
