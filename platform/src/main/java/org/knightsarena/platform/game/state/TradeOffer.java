package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Cards;

/**
 * A slice of the state: the domestic trade offer last made, with the answers to it. It owns
 * its fields, its copy and its part of a position (the {@code trade} object), so a new field of
 * the offer is this file and {@code docs/position-format.md}. The offer stays after the trade is
 * done or cancelled, as it always has: the forward model reads it to tell which cards were shown.
 * Not thread-safe.
 */
public final class TradeOffer {
    private Cards give = Cards.NONE;
    private Cards take = Cards.NONE;
    private int responder;
    private final boolean[] accepted;

    TradeOffer(int players) {
        accepted = new boolean[players];
    }

    private TradeOffer(TradeOffer o) {
        give = o.give;
        take = o.take;
        responder = o.responder;
        accepted = o.accepted.clone();
    }

    /** @return an independent copy */
    TradeOffer copy() {
        return new TradeOffer(this);
    }

    /** Opens an offer: what the active player gives and takes, nobody has accepted yet. */
    public void open(Cards give, Cards take, int firstResponder) {
        this.give = give;
        this.take = take;
        Arrays.fill(accepted, false);
        responder = firstResponder;
    }

    /** Records a seat's answer and passes the offer on to the next seat. */
    public void answer(int seat, boolean accepts, int nextResponder) {
        accepted[seat] = accepts;
        responder = nextResponder;
    }

    /** @return what the offering player gives */
    public Cards give() {
        return give;
    }

    /** @return what the offering player asks for */
    public Cards take() {
        return take;
    }

    /** @return the seat that must answer next */
    public int responder() {
        return responder;
    }

    /** @return whether the seat accepted the offer */
    public boolean hasAccepted(int seat) {
        return accepted[seat];
    }

    /** @return whether any seat accepted the offer */
    public boolean anyAccepted() {
        for (boolean a : accepted) {
            if (a) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- position

    /** Writes the offer as the position's {@code trade} object. */
    public void write(PositionNode trade) {
        PositionFields.cardsNode(trade, "give", give);
        PositionFields.cardsNode(trade, "take", take);
        trade.put("responder", responder);
        PositionNode answers = trade.putArray("accepted");
        for (boolean a : accepted) {
            answers.add(a);
        }
    }

    /** Reads the position's {@code trade} object into this offer. */
    public void read(PositionFields trade) {
        int players = accepted.length;
        give = trade.cards("give");
        take = trade.cards("take");
        responder = trade.integer("responder", BoardView.NOBODY, players - 1);
        List<PositionNode> answers = trade.arrayOf("accepted", players);
        for (int p = 0; p < players; p++) {
            accepted[p] =
                    PositionFields.bool(answers.get(p), trade.at("accepted") + "[" + p + "]", "must be true or false");
        }
        trade.done();
    }

    // equality compares states in tests (a loaded position against the saved game)

    @Override
    public boolean equals(Object other) {
        return other instanceof TradeOffer o
                && give.equals(o.give)
                && take.equals(o.take)
                && responder == o.responder
                && Arrays.equals(accepted, o.accepted);
    }

    @Override
    public int hashCode() {
        return Objects.hash(give, take, responder, Arrays.hashCode(accepted));
    }
}
