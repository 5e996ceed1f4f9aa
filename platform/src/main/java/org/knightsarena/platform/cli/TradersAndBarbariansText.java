package org.knightsarena.platform.cli;

import java.util.Optional;
import org.knightsarena.api.event.BarbarianCardPlayed;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.BarbarianMoved;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.api.event.GoldChanged;
import org.knightsarena.api.event.KnightCasualty;
import org.knightsarena.api.event.PathKnightChanged;
import org.knightsarena.api.event.PathKnightMoved;
import org.knightsarena.api.event.PathKnightPlaced;
import org.knightsarena.api.event.TradeTokensChanged;

/**
 * The Traders &amp; Barbarians sentences (docs/rules/traders-and-barbarians.md): Barbarian Attack's
 * landings, conquests, cards, knights on paths, captures, casualties and gold, and Catan
 * for Two's trade tokens. Immutable and thread-safe.
 *
 * @param names how the sentences name the seats
 */
record TradersAndBarbariansText(SeatNames names) implements EventWords {

    @Override
    public Optional<String> describe(GameEvent event) {
        return Optional.ofNullable(barbarians(event)).or(() -> Optional.ofNullable(knightsAndTokens(event)));
    }

    /** @return the sentence of a landing, a Barbarian Attack card, a barbarian's move or a capture, or null */
    private String barbarians(GameEvent event) {
        if (event instanceof BarbarianLanded e) {
            return "barbarians landed on hex " + e.hex() + ": " + e.barbarians() + " there now"
                    + (e.barbarians() >= 3 ? ", so the hex is conquered" : "");
        }
        if (event instanceof BarbarianCardPlayed e) {
            return seat(e.player()) + " bought the " + PlainWords.name(e.card()) + " card and played it at once";
        }
        if (event instanceof BarbarianMoved e) {
            return seat(e.player()) + " moved a barbarian from hex " + e.from() + " to hex " + e.to();
        }
        if (event instanceof BarbariansCaptured e) {
            return "barbarians of hex " + e.hex() + " were taken prisoner; prisoners by seat: "
                    + PlainWords.points(e.prisoners());
        }
        return null;
    }

    /** @return the sentence of a path knight, gold or trade token event, or null */
    private String knightsAndTokens(GameEvent event) {
        if (event instanceof PathKnightPlaced e) {
            return seat(e.player()) + " placed a knight on path " + e.path();
        }
        if (event instanceof PathKnightMoved e) {
            return seat(e.player()) + "'s knight moved from path " + e.from() + " to path " + e.to()
                    + (e.paidGrain() ? ", paying 1 grain" : "");
        }
        if (event instanceof PathKnightChanged e) {
            return pathKnightChanged(e);
        }
        if (event instanceof KnightCasualty e) {
            return seat(e.player()) + "'s knight on path " + e.path() + " fell and went back to its supply";
        }
        if (event instanceof GoldChanged e) {
            return seat(e.player()) + (e.change() >= 0 ? " received " : " paid ") + Math.abs(e.change()) + " gold (now "
                    + e.gold() + ")";
        }
        if (event instanceof TradeTokensChanged e) {
            return seat(e.player()) + (e.change() >= 0 ? " earned " : " paid ") + Math.abs(e.change()) + " trade token"
                    + (Math.abs(e.change()) == 1 ? "" : "s") + " (now " + e.tokens() + ")";
        }
        return null;
    }

    /** A Cities &amp; Knights piece on a path: activated, promoted, or displaced by a stronger one. */
    private String pathKnightChanged(PathKnightChanged e) {
        String knight = seat(e.player()) + "'s knight";
        return switch (e.change()) {
            case ACTIVATED ->
                seat(e.player()) + " activated the knight on path " + e.to() + " (strength " + e.strength() + ")";
            case PROMOTED ->
                seat(e.player()) + " promoted the knight on path " + e.to() + " to strength " + e.strength();
            case DISPLACED ->
                knight + " of strength " + e.strength() + " was displaced from path " + e.from()
                        + (e.to() < 0 ? " back to its supply" : " to path " + e.to() + ", inactive");
            default ->
                knight + " on path " + e.from() + " changed (" + PlainWords.name(e.change()) + "): strength "
                        + e.strength() + (e.active() ? ", active" : ", inactive")
                        + (e.to() != e.from() ? ", now on path " + e.to() : "");
        };
    }

    private String seat(int seat) {
        return names.seat(seat);
    }
}
